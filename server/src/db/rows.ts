// The rows of a raw `execute(sql...)`: node-postgres answers a QueryResult, PGlite its own result; both carry rows.
export const rowsOf = (result: unknown): Record<string, any>[] => (result as { rows?: Record<string, any>[] }).rows ?? (result as Record<string, any>[]);
