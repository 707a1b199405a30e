export type BrandMarkProps = {
  size?: number
}

/** The product's own mark, used where no client logo is known yet (sign-in). */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.12" />
      <path
        d="M9 22V10h7.5a4 4 0 0 1 0 8H13m3 0 4 4"
        stroke="currentColor"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
