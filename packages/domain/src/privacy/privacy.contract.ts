// The audit viewer's and the data export's and erasure's contracts (issue 18 parts 4 and 5).
export {};
