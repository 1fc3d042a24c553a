import type { ColumnDef } from '@tanstack/react-table';

export interface Candidate {
  masterId: number;
  name: string;
  district: string;
}

const DISTRICTS = ['Kaski', 'Jhapa', 'Dang', 'Morang', 'Lalitpur', 'Bara', 'Ilam'];

/** Candidates C001…, each in a district chosen round-robin. */
export function makeCandidates(count: number): Candidate[] {
  return Array.from({ length: count }, (_, index) => ({
    masterId: index + 1,
    name: `Candidate ${String(index + 1).padStart(3, '0')}`,
    district: DISTRICTS[index % DISTRICTS.length] ?? 'Kaski',
  }));
}

export const candidateColumns: ColumnDef<Candidate>[] = [
  { accessorKey: 'masterId', header: 'Master id' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'district', header: 'District' },
];
