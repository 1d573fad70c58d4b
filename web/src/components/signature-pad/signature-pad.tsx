import { Button, Group, Input, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import classes from './signature-pad.module.css';

export type SignaturePadWords = {
  label: string;
  description: string;
  loading: string;
  clear: string;
};

type SignaturePadFieldProps = {
  /** The drawn signature as a PNG data URL, '' when blank. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The words around the box, in the reader's language (each form has its own). */
  words: SignaturePadWords;
};

/**
 * A box to sign with a finger or the mouse (the checklist's and the maintenance sheet's).
 * signature_pad is loaded only when the box is shown (a dynamic import, its own chunk): the
 * driver page is at its size budget.
 */
export function SignaturePadField({ value, onChange, error, words }: SignaturePadFieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void import('signature_pad').then(({ default: Pad }) => {
      const element = canvas.current;
      // No 2D context (a browser without canvas, or jsdom): the box stays empty rather than failing.
      if (cancelled || !element || typeof element.getContext !== 'function') return;
      let context: CanvasRenderingContext2D | null;
      try {
        context = element.getContext('2d');
      } catch {
        return;
      }
      if (!context) return;
      // Drawn at the screen's pixel density so the signature stays sharp; the PNG stays small.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      context.scale(ratio, ratio);
      const instance = new Pad(element, { backgroundColor: 'rgb(255, 255, 255)' });
      instance.addEventListener('endStroke', () => changed.current(instance.isEmpty() ? '' : instance.toDataURL()));
      pad.current = instance;
      setReady(true);
    });
    return () => {
      cancelled = true;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  // A form reset (after a submission) clears the drawing too; a restored draft draws its signature back.
  useEffect(() => {
    const instance = pad.current;
    const element = canvas.current;
    if (!ready || !instance || !element) return;
    if (value === '' && !instance.isEmpty()) instance.clear();
    else if (value !== '' && instance.isEmpty())
      void instance.fromDataURL(value, { width: element.offsetWidth, height: element.offsetHeight });
  }, [value, ready]);

  return (
    <Input.Wrapper label={words.label} description={words.description} error={error} required>
      <canvas
        ref={canvas}
        className={classes.pad}
        aria-label={words.label}
        data-testid="signature-pad"
        data-signed={value !== '' ? 'true' : 'false'}
      />
      <Group justify="space-between" mt={4}>
        {!ready ? (
          <Text size="sm" c="dimmed">
            {words.loading}
          </Text>
        ) : (
          <span />
        )}
        <Button
          variant="default"
          size="lg"
          onClick={() => {
            pad.current?.clear();
            onChange('');
          }}
        >
          {words.clear}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
