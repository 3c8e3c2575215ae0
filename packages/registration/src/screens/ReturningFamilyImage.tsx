// The email page's "Returning Family?" picture: drawn inline (no request, no external image), named for screen
// readers by the flow's own words.
export function ReturningFamilyImage({ label }: { label: string }) {
  return (
    <svg className="cc-reg-illustration" viewBox="0 0 160 96" role="img" aria-label={label}>
      <rect x="0" y="84" width="160" height="4" rx="2" fill="var(--sl-color-neutral-300)" />
      <path
        d="M96 84V44l24-18 24 18v40z"
        fill="var(--sl-color-primary-100)"
        stroke="var(--sl-color-primary-600)"
        strokeWidth="3"
      />
      <rect x="113" y="60" width="14" height="24" rx="2" fill="var(--sl-color-primary-600)" />
      <circle cx="30" cy="30" r="9" fill="var(--sl-color-primary-600)" />
      <path d="M18 84V52a12 12 0 0124 0v32" fill="var(--sl-color-primary-600)" />
      <circle cx="60" cy="46" r="7" fill="var(--sl-color-warning-600)" />
      <path d="M51 84V66a9 9 0 0118 0v18" fill="var(--sl-color-warning-600)" />
      <path d="M40 58l12 10" stroke="var(--sl-color-neutral-700)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
