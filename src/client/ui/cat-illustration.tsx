export type CatIllustrationProps = {
  /** Shown on the sign the cat holds, e.g. the HTTP status. */
  code: string
  size?: number
}

/** Drawn inline so the error page works even when nothing else can be loaded. */
export function CatIllustration({ code, size = 200 }: CatIllustrationProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="184" rx="62" ry="8" fill="var(--gray-a3)" />
      <path
        d="M148 170c22-4 30-26 18-40"
        fill="none"
        stroke="var(--gray-9)"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path d="M52 176c-6-40 4-76 48-76s54 36 48 76z" fill="var(--gray-9)" />
      <path d="M62 58 56 22l30 20zM138 58l6-36-30 20z" fill="var(--gray-10)" />
      <circle cx="100" cy="74" r="40" fill="var(--gray-10)" />
      <path d="M66 46 62 30l14 10zM134 46l4-16-14 10z" fill="var(--gray-6)" />
      <ellipse cx="85" cy="72" rx="6" ry="7" fill="var(--gray-1)" />
      <ellipse cx="115" cy="72" rx="6" ry="7" fill="var(--gray-1)" />
      <circle cx="86" cy="73" r="3" fill="var(--gray-12)" />
      <circle cx="116" cy="73" r="3" fill="var(--gray-12)" />
      <path d="M96 86h8l-4 5z" fill="var(--gray-5)" />
      <path
        d="M100 91c-2 4-8 5-10 2M100 91c2 4 8 5 10 2M70 88l-16-3M70 93l-15 3M130 88l16-3M130 93l15 3"
        fill="none"
        stroke="var(--gray-4)"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <rect x="58" y="118" width="84" height="44" rx="6" fill="var(--gray-1)" stroke="var(--gray-7)" />
      <text
        x="100"
        y="148"
        textAnchor="middle"
        fontFamily="var(--default-font-family)"
        fontSize="24"
        fontWeight="700"
        fill="var(--gray-12)"
      >
        {code}
      </text>
      <ellipse cx="66" cy="160" rx="10" ry="7" fill="var(--gray-10)" />
      <ellipse cx="134" cy="160" rx="10" ry="7" fill="var(--gray-10)" />
    </svg>
  )
}
