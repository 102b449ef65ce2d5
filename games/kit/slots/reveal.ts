/**
 * A round's reveal that the player can skip at any moment: its pauses end, its animations jump
 * to their end, and its count-ups show their final figure. Code that awaits the reveal's steps
 * runs on to the end state at once after `skip()`.
 */
export class Reveal {
  skipped = false;
  private readonly pending = new Set<() => void>();
  private readonly animations = new Set<Animation>();

  /** Resolves after `ms`, or at once when skipped. */
  wait(ms: number): Promise<void> {
    if (this.skipped || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pending.add(done);
    });
  }

  /** Lets a skip finish the animation at once. */
  track(animation: Animation | null): void {
    if (!animation) return;
    if (this.skipped) return animation.finish();
    this.animations.add(animation);
    void animation.finished.then(
      () => this.animations.delete(animation),
      () => this.animations.delete(animation),
    );
  }

  /**
   * Counts `show(n)` up from `from` to `to` over `ms` in whole coins, drawn on animation frames;
   * ends on a timer (frames stop in a hidden page), with `to` shown, or at once when skipped.
   */
  async countUp(from: number, to: number, ms: number, show: (value: number) => void): Promise<void> {
    if (!this.skipped && ms > 0 && to > from) {
      const start = performance.now();
      let counting = true;
      const step = (now: number) => {
        if (!counting) return;
        show(from + Math.floor((to - from) * Math.min(1, (now - start) / ms)));
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
      await this.wait(ms);
      counting = false;
    }
    show(to);
  }

  skip(): void {
    if (this.skipped) return;
    this.skipped = true;
    for (const animation of this.animations) animation.finish();
    this.animations.clear();
    for (const done of [...this.pending]) done();
  }
}
