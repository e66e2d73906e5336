import { useCallback, useEffect, useRef, useState } from "react";

/** How often the chime repeats while an order waits in «جديد». */
const REPEAT_MS = 4000;

type Tone = { frequency: number; start: number; length: number };

// A rising two-note chime for a waiting order; a falling, lower pair for a cancellation.
const NEW_ORDER: Tone[] = [
  { frequency: 880, start: 0, length: 0.18 },
  { frequency: 1318.5, start: 0.2, length: 0.32 },
];
const CANCELLED: Tone[] = [
  { frequency: 523.25, start: 0, length: 0.22 },
  { frequency: 311.13, start: 0.25, length: 0.45 },
];

function play(context: AudioContext, tones: Tone[]): void {
  const now = context.currentTime;
  for (const tone of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = tone.frequency;
    // A quick attack and a smooth fade, so the tone does not click.
    gain.gain.setValueAtTime(0.0001, now + tone.start);
    gain.gain.exponentialRampToValueAtTime(0.4, now + tone.start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + tone.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + tone.length + 0.05);
  }
}

/**
 * The board's sounds, made with WebAudio (no audio files). Browsers allow sound only after a tap,
 * so `arm()` (the «تفعيل الصوت» button) creates the audio context; from then on the chime repeats
 * every few seconds while `waiting` > 0, and `cancelled()` plays the cancellation pair once.
 */
export function useBoardSound(waiting: number): { armed: boolean; arm: () => void; cancelled: () => void } {
  const context = useRef<AudioContext | null>(null);
  const [armed, setArmed] = useState(false);

  const arm = useCallback(() => {
    context.current ??= new AudioContext();
    void context.current.resume();
    setArmed(true);
  }, []);

  useEffect(() => {
    const audio = context.current;
    if (!armed || !audio || waiting === 0) return;
    play(audio, NEW_ORDER);
    const timer = setInterval(() => play(audio, NEW_ORDER), REPEAT_MS);
    return () => clearInterval(timer);
  }, [armed, waiting]);

  useEffect(() => () => void context.current?.close(), []);

  const cancelled = useCallback(() => {
    if (context.current) play(context.current, CANCELLED);
  }, []);

  return { armed, arm, cancelled };
}
