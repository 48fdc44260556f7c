// Zod-free, so that the web's first page reads the naming rule without loading zod.

/** What names a person anywhere: a handle, and the first and last names when given. */
export interface NamedPerson {
  nickname: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The one rule for how a person is called, on the server and in the web: the first and last name when set
 * ("Barış Çelik", or just "Barış"), else the handle ("walkp1_34701"). The handle is shown beside it as "@handle"
 * where there is room (the web's PersonName).
 */
export function displayName(person: NamedPerson): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.nickname;
}
