// Shoelace's show/hide events bubble, so a dialog also hears them from the details, tooltips or selects inside it;
// a handler acts only on its own dialog's events.
export const isOwnEvent = (event: Event): boolean => event.target === event.currentTarget;
