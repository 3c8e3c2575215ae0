// The <cc-enquiry> element is defined here when its flow is built; until then this package exports nothing.
export {};
