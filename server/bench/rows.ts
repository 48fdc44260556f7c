/** CPU milliseconds per request: the server process's and PostgreSQL's (bench/cpu.ts). */
export type CpuPerRequest = { server: number; pg: number };

/** A line of the bench's table. */
export type Row = {
  name: string;
  reqs: number;
  p50?: number;
  p99: number;
  ratio?: number;
  goal: string;
  ok: boolean;
  cpu?: CpuPerRequest;
};

export const perRequest = (used: { server: number; pg: number }, requests: number): CpuPerRequest => ({
  server: (used.server * 1000) / requests,
  pg: (used.pg * 1000) / requests,
});

/** "server+PostgreSQL" ms per request, as the table prints it. */
export const cpuCell = (cpu?: CpuPerRequest) => (cpu ? `${cpu.server.toFixed(2)}+${cpu.pg.toFixed(2)}` : '');
