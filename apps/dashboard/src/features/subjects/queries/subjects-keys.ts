/** Every query of this area starts with this key: a change anywhere refreshes the cards and the table. */
export const subjectsQueryKey = ['subjects'] as const;

export const subjectsKeys = {
  page: (page: number) => [...subjectsQueryKey, 'page', page] as const,
  all: () => [...subjectsQueryKey, 'all'] as const,
  teachers: () => [...subjectsQueryKey, 'teachers'] as const,
};
