import type { ReportFilter } from '@portal/contracts';

/**
 * Totals over a sold-to's orders for the reports module: the orders module owns the tables, so it answers the
 * sums; reports decides who may see them and how they are shown. An integrator with an ERP behind `OrderSource`
 * implements this too (a data warehouse usually has these figures ready). Every method is scoped to one sold-to;
 * money is summed per currency, never across currencies; months are `YYYY-MM`.
 */
export interface OrderFigures {
  /** Orders taken (not cancelled), by brand, season and currency; the period is the order date. */
  intake(customerId: string, filter: ReportFilter): Promise<IntakeFigure[]>;
  /** What is ordered or confirmed but not shipped yet, by delivery month (confirmed, else requested end). */
  openOrderBook(customerId: string, filter: ReportFilter): Promise<OpenOrderFigure[]>;
  /** Deliveries by ship month, on time when shipped by the end of the confirmed (else requested) window. */
  deliveryPerformance(customerId: string, filter: ReportFilter): Promise<DeliveryFigure[]>;
  /** The ten styles with most units ordered (not cancelled), per currency. */
  topStyles(customerId: string, filter: ReportFilter): Promise<StyleFigure[]>;
}

export interface IntakeFigure {
  brandId: string;
  season: string;
  currency: string;
  orders: number;
  units: number;
  netValue: number;
}

export interface OpenOrderFigure {
  month: string;
  currency: string;
  orders: number;
  openUnits: number;
  openValue: number;
}

export interface DeliveryFigure {
  month: string;
  deliveries: number;
  onTime: number;
  late: number;
}

export interface StyleFigure {
  style: string;
  styleName: string;
  brandId: string;
  currency: string;
  orders: number;
  units: number;
  netValue: number;
}
