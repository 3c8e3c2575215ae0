/** A reminder sent for one open offer at one threshold; the primary key makes it once per offer and threshold. */
export interface OfferReminderTable {
  application_offer_id: string;
  threshold_hours: number;
  sent_at: Date;
}
