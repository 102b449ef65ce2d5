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
    if (!this.enabled || typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext();
    const frequency = { deal: 520, win: 880, lose: 220 }[kind];
    const oscillator = this.context.createOscillator();
    const gain = this.context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.08, this.context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, this.context.currentTime + 0.18);
    oscillator.connect(gain).connect(this.context.destination);
    oscillator.start();
    oscillator.stop(this.context.currentTime + 0.2);
  }
}
