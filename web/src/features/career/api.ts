import type { CareerEntry, CareerEntryBody } from '@esn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { careerApi } from '@esn/contract/career/routes.gen';
import { call, queryKey } from '../../shared/api';

const careerKey = (userId: string) => queryKey(careerApi.listUserCareer, { params: { id: userId } });

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
      const { items } = await call(careerApi.listUserCareer, { params: { id: userId ?? '' } }, { signal });
      return sortCareer(items);
    },
    enabled: Boolean(userId),
  });
}

type CareerChange =
  | { kind: 'create'; body: CareerEntryBody }
  | { kind: 'update'; id: string; body: CareerEntryBody }
  | { kind: 'delete'; id: string };

async function send(change: CareerChange): Promise<CareerEntry | undefined> {
  switch (change.kind) {
    case 'create':
      return call(careerApi.addCareerEntry, { body: change.body });
    case 'update':
      return call(careerApi.updateCareerEntry, { params: { entryId: change.id }, body: change.body });
    case 'delete':
      await call(careerApi.deleteCareerEntry, { params: { entryId: change.id } });
      return undefined;
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
