/**
 * Whether this process has been told to stop. main sets it on SIGTERM; /readyz reads it, so that a
 * load balancer stops sending requests while those in flight finish.
 */
export class ShutdownState {
  private stopping = false;

  begin(): void {
    this.stopping = true;
  }

  get isStopping(): boolean {
    return this.stopping;
  }
}

/** The one ShutdownState of the process. */
export const processShutdown = new ShutdownState();
