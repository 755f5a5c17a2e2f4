/** Fields the spec declares but the site never fills; accepted, never stored. */
export const declaredUnusedFields = [
    'ip',
    'country',
    'city',
    'subdivision',
    'userName',
    'userEmail',
    'userIsNew',
];
/** Campaign fields of the payload, in the tracker's order. */
export const campaignFields = [
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'utmContent',
    'utmTerm',
    'gclid',
    'gadSource',
    'gclsrc',
    'dclid',
    'gbraid',
    'wbraid',
    'fbclid',
    'msclkid',
    'twclid',
    'liFatId',
    'mcCid',
    'igshid',
    'ttclid',
    'rdtCid',
    'ref',
    'lcT',
];
//# sourceMappingURL=batch.js.map