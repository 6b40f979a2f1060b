'use client';
// Four single-digit inputs for /verify: typing a digit moves on,
// Backspace on an empty box goes back, pasting a code fills the boxes from the first.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly, OTP_LENGTH } from '@/lib/auth/validate';
import { texts } from '@/lib/texts';

export function OtpBoxes({ value, onChange, invalid }: { value: string; onChange: (otp: string) => void; invalid?: boolean }) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    // Boxes fill from the left: a gap would make the code ambiguous.
    onChange(next.join('').slice(0, OTP_LENGTH));
  };

  const onInput = (index: number, raw: string, caret: number | null) => {
    let typed = digitsOnly(raw, OTP_LENGTH);
    // A digit typed into a filled box replaces it (the new one is left of the caret).
    if (typed.length === 2 && raw.length === 2 && digits[index]) typed = digitsOnly(raw.charAt((caret ?? 2) - 1), 1);
    if (typed.length > 1) {
      // Autofill or a fast typist: spread from this box.
      const next = (digits.slice(0, index).join('') + typed).slice(0, OTP_LENGTH);
      onChange(next);
      focus(next.length);
      return;
    }
    setDigit(index, typed);
    if (typed) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text'), OTP_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <div className="flex justify-center gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          aria-label={texts.account.digit(index + 1)}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          value={digit}
          onChange={(e) => onInput(index, e.target.value, e.target.selectionStart)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          className="h-14 w-12 rounded-lg border border-neutral-300 text-center text-2xl font-bold outline-none transition focus:border-primary-strong focus:ring-2 focus:ring-primary/30"
        />
      ))}
    </div>
  );
}
