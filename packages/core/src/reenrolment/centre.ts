/** A centre's re-enrolment settings as the API gives them: null until the centre has configured each one. */
export interface ReEnrolSettings {
  usesParentApplication: boolean | null;
  businessUsesReEnrol: boolean | null;
  usesEnrolmentForm: boolean | null;
}

/**
 * Whether a family may choose the centre for a re-enrolment: only when its re-enrolment settings are complete
 * (document 1, section 2: a centre whose settings are incomplete is shown disabled). The widget's centre list and
 * the server's submit check judge alike.
 */
export function isReEnrolCentreSelectable(settings: ReEnrolSettings): boolean {
  return (
    settings.usesParentApplication !== null &&
    settings.businessUsesReEnrol !== null &&
    settings.usesEnrolmentForm !== null
  );
}
