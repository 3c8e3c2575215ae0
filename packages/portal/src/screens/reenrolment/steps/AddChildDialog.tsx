// The re-enrolment's add-child modal: the kit's child dialog with "Save and select"; the new child is chosen as it is
// saved.
import type { Region } from '@cc/core';
import { ChildDialog } from '@cc/ui/child-dialog';
import { newKey } from '../form';
import type { FamilyChildValues } from '../form-values';
import { childrenStepMessages as m } from '../messages';

const WORDS = {
  title: m.addTitle,
  firstName: m.firstName,
  lastName: m.lastName,
  dateOfBirth: m.dateOfBirth,
  cancel: m.cancel,
  save: m.saveAndSelect,
};

export function AddChildDialog(props: {
  open: boolean;
  today: string;
  region: Region;
  onCancel(): void;
  onSave(child: FamilyChildValues): void;
}) {
  return (
    <ChildDialog
      open={props.open}
      today={props.today}
      region={props.region}
      words={WORDS}
      testId="reenrol-add-child-dialog"
      onCancel={props.onCancel}
      onSave={(child) => props.onSave({ key: newKey(), ...child })}
    />
  );
}
