/** The most pixels an uploaded photo may have (width x height): above any phone camera's default. */
export const imagePixelLimit = 40_000_000;

/** The longest side, in pixels, a stored photo keeps: what the screens show and the PDF prints, with room. */
export const imageLongestSide = 1600;

/** Messages about uploaded images, form bodies and PDFs, shared so the web app can translate them. */
export const uploadMessages = {
  imageTooManyPixels: `The image is too large to process: at most ${imagePixelLimit / 1_000_000} megapixels.`,
  imageUnreadable: 'The image could not be read. It may be damaged.',
  filesNotAccepted: 'This request does not take files.',
  tooManyFiles: 'Too many files in one request.',
  requestTooLarge: 'The request is too large.',
  formMalformed: 'The form data is malformed or incomplete.',
  formBoundaryInvalid: 'The form data boundary is invalid: it must be 1 to 70 characters.',
  pdfBusy: 'Too many PDFs are being prepared right now. Please try again in a few seconds.',
} as const;
