// The error screens' words (app/error.tsx, app/global-error.tsx). A module of its own:
// those screens are client components in every page's first load, and a client component
// ships every text of the module it imports (docs/rules/texts.md). ./notices.ts takes
// these in.

export const errorTexts = {
  unexpectedError: 'Unexpected Application Error!',
  tryAgain: 'Try again',
} as const;
