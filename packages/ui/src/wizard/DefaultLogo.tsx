/** Shown when a centre has no avatar; inline so nothing is fetched from another origin. */
export function DefaultLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" role="presentation" data-testid="center-default-logo">
      <circle cx="24" cy="24" r="24" fill="var(--sl-color-primary-100)" />
      <path d="M12 25 24 14l12 11v11H28v-7h-8v7h-8z" fill="var(--sl-color-primary-600)" />
    </svg>
  );
}
