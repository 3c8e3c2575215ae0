import type { FormApi } from 'final-form';

/**
 * A final-form decorator for wizards, whose pages unmount their fields. react-final-form 7's useField puts a field
 * back to the Form's initialValues when it mounts and the form holds no state for it, which is the case for every
 * field of a page left earlier: Back would wipe what the family typed. A silent subscription of our own per field
 * name keeps each field's state (value, touched) in the form after its component unmounts.
 */
export function keepFieldsRegistered<Values extends object>(form: FormApi<Values>): () => void {
  const keepers = new Map<string, () => void>();
  const register = form.registerField;
  const keep = (name: string) => {
    if (keepers.has(name)) return;
    keepers.set(
      name,
      register(name as keyof Values, () => undefined, {}, { silent: true }),
    );
  };
  // Page fields register in their effects, before this decorator's; later ones pass through the wrapper.
  for (const name of form.getRegisteredFields()) keep(name);
  form.registerField = ((name, subscriber, subscription, config) => {
    keep(String(name));
    return register(name, subscriber, subscription, config);
  }) as typeof form.registerField;
  return () => {
    form.registerField = register;
    for (const unregister of keepers.values()) unregister();
    keepers.clear();
  };
}
