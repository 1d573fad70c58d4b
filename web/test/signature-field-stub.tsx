/** The drawn signature box as a button that "signs": jsdom draws nothing on a canvas. */
export const signedPng = 'data:image/png;base64,iVBORw0KGgo=';

export function SignatureField({ onChange, error }: { onChange: (value: string) => void; error?: string | null }) {
  return (
    <div>
      <button type="button" onClick={() => onChange(signedPng)}>
        Sign here
      </button>
      {error && <p>{error}</p>}
    </div>
  );
}
