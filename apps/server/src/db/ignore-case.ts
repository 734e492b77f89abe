import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `lower(column) = lower(value)`: names, e-mails and room names match ignoring case. Spelled as the
 * unique indexes on lower(...) in schema.ts, so the lookup uses them.
 */
export const equalsIgnoreCase = (column: AnyPgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;
