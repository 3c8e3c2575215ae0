// Types for scripts/i18n.mjs, imported by the catalogue test.
export const ROOT: string;
export const SOURCE_LOCALE: string;
export const LOCALES: readonly string[];
export function cataloguePackages(): string[];
export function langDir(pkg: string): string;
export function readCatalogue(pkg: string, locale: string): Record<string, string>;
export function extractMessages(pkg: string): Record<string, string>;
export function verifyCatalogues(pkg: string): void;
export function formatCatalogue(messages: Record<string, string>): string;
