import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const DISTRICTS_PATH = '/api/public/master-data/districts';

/** A district, as the public master-data list gives it (docs/api.md). */
export interface TDistrict {
  id: number;
  provinceId: number;
  nameEn: string;
  nameNe: string;
}

export function fetchDistricts(): Promise<TDistrict[]> {
  return api.get<TDistrict[]>(DISTRICTS_PATH, { auth: false });
}

export function useDistricts() {
  // The list changes only with a new constitution: fetched once a visit.
  return useQuery({ queryKey: ['districts'], queryFn: fetchDistricts, staleTime: Infinity });
}
