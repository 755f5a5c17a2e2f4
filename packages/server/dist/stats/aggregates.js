/** How many rows each top list keeps. */
export const topListSize = 20;
/** The page_stay parameter holding the visible time in ms (see the tracker's page plugin). */
export const pageStayDurationParam = 'duration';
//# sourceMappingURL=aggregates.js.map