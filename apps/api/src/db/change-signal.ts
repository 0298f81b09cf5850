/**
 * A counter that moves whenever data that caches may hold changes: on this process's own writes
 * (WriteSignalPlugin, and after every unsafe HTTP request) and on other processes' writes (the
 * notices of migration 0006, through listenForChanges). A cached answer is good only while the
 * counter has not moved since it was read, and only while notices can reach us at all.
 */
export class ChangeSignal {
  private count = 0;
  private listening = false;

  get generation(): number {
    return this.count;
  }

  /** False while no notice channel is open: other processes' writes would go unseen. */
  get trusted(): boolean {
    return this.listening;
  }

  changed(): void {
    this.count += 1;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.count += 1;
  }
}
