import { CHILDREN_SECTION, isFilled } from '@cc/core/forms';
import type { FormAnswers } from '@cc/forms';

/**
 * What an update may not change (document 2: "fields of an existing child that are filled are read-only"): a child
 * already on the submitted form stays on it, and each answer it had stays as it was. The server refuses the same.
 */
export function lockedBy(submitted: FormAnswers): (path: string) => boolean {
  const children = Array.isArray(submitted[CHILDREN_SECTION]) ? (submitted[CHILDREN_SECTION] as FormAnswers[]) : [];
  return (path) => {
    const [section, index, field] = path.split('.');
    if (section !== CHILDREN_SECTION || index === undefined) return false;
    const child = children[Number(index)];
    if (!child) return false;
    return field === undefined || isFilled(child[field]);
  };
}
