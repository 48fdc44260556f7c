import type { CareerEntry, CareerEntryBody } from '@esn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, throwIfResNotOk } from '../../shared/api/http';

const careerKey = (userId: string) => ['/api/users', userId, 'career'] as const;
const enc = encodeURIComponent;

/** Newest first: by start month, then the ongoing entry before finished ones, then by end month. */
export function sortCareer(items: readonly CareerEntry[]): CareerEntry[] {
  return [...items].sort((a, b) => {
    if (a.from !== b.from) return a.from < b.from ? 1 : -1;
    if (a.to === b.to) return 0;
    if (a.to === null) return -1;
    if (b.to === null) return 1;
    return a.to < b.to ? 1 : -1;
  });
}

/** `GET /api/users/{id}/career` → `{ items }`, answered newest first whatever order the server used. */
export function useCareer(userId: string | undefined) {
  return useQuery({
    queryKey: careerKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      const res = await apiFetch(`/api/users/${enc(userId ?? '')}/career`, { signal });
      await throwIfResNotOk(res);
      const body = (await res.json()) as { items: CareerEntry[] };
      return sortCareer(body.items);
    },
    enabled: Boolean(userId),
  });
}

type CareerChange =
  | { kind: 'create'; body: CareerEntryBody }
  | { kind: 'update'; id: string; body: CareerEntryBody }
  | { kind: 'delete'; id: string };

function send(change: CareerChange): Promise<CareerEntry | undefined> {
  switch (change.kind) {
    case 'create':
      return apiRequest<CareerEntry>('POST', '/api/career', change.body);
    case 'update':
      return apiRequest<CareerEntry>('PATCH', `/api/career/${enc(change.id)}`, change.body);
    case 'delete':
      return apiRequest<undefined>('DELETE', `/api/career/${enc(change.id)}`);
  }
}

/** Add, edit or remove one of my entries; the list is updated from the answer. Messages are the caller's. */
export function useCareerChange(userId: string) {
  const queryClient = useQueryClient();
  const key = careerKey(userId);
  return useMutation({
    mutationFn: send,
    onSuccess: (entry, change) => {
      queryClient.setQueryData<CareerEntry[]>(key, (current = []) => {
        if (change.kind === 'delete') return current.filter((item) => item.id !== change.id);
        if (!entry) return current;
        const others = current.filter((item) => item.id !== entry.id);
        return sortCareer([...others, entry]);
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    },
  });
}
