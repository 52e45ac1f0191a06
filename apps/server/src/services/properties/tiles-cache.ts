import { LRUCache } from 'lru-cache';

/** The properties page's tiles: the landlord's whole portfolio (docs/domain.md §2). */
export type PortfolioTiles = {
  properties: number;
  total_units: number;
  occupied_units: number;
  monthly_revenue: number;
};

/** One landlord's tiles as computed on `asOf` (Rome date) at portfolio version `version`. */
export type TilesEntry = { asOf: string; version: number; tiles: PortfolioTiles };

/** Landlords whose tiles are kept (decision 127): an entry is about 200 bytes, so about 1 MB. */
export const TILES_CACHE_LANDLORDS = 5000;

/**
 * The in-process cache of the tiles, one per app instance, keyed by landlord; an entry answers
 * only for its day and its portfolio version (read from the database with the page's rows), so
 * several instances on one database stay correct (decision 127).
 */
export type TilesCache = LRUCache<string, TilesEntry>;

export function createTilesCache(max: number = TILES_CACHE_LANDLORDS): TilesCache {
  return new LRUCache<string, TilesEntry>({ max });
}
