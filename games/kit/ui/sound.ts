const KEY = 'brightmoose.sound';

/** Short synthesised tones, off until the player turns them on (the choice is remembered). */
export class Sound {
  private context: AudioContext | null = null;
  enabled = false;

  constructor(private storage: Pick<Storage, 'getItem' | 'setItem'> | null) {}

  /** Reads the remembered choice (kept out of the constructor so start-up stays short). */
  load(): boolean {
    try {
      this.enabled = this.storage?.getItem(KEY) === 'on';
    } catch {
      this.enabled = false;
    }
    return this.enabled;
  }

  toggle(): boolean {
    this.enabled = !this.enabled;
    try {
      this.storage?.setItem(KEY, this.enabled ? 'on' : 'off');
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
    return this.enabled;
  }

  play(kind: 'deal' | 'win' | 'lose'): void {
    this.tones([{ frequency: { deal: 520, win: 880, lose: 220 }[kind], seconds: 0.2 }]);
  }

  /** Plays a short sequence of synthesised notes (a theme's sounds), if sound is on. */
  tones(notes: readonly Tone[]): void {
    if (!this.enabled || typeof AudioContext === 'undefined') return;
    const context = (this.context ??= new AudioContext());
    for (const note of notes) {
      const start = context.currentTime + (note.at ?? 0);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.wave ?? 'sine';
      oscillator.frequency.value = note.frequency;
      gain.gain.setValueAtTime(note.volume ?? 0.08, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.seconds * 0.9);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + note.seconds);
    }
  }
}

/** One synthesised note: pitch, length, when it starts after the call, its wave and loudness (0.08 if not given). */
export type Tone = { frequency: number; seconds: number; at?: number; wave?: OscillatorType; volume?: number };
