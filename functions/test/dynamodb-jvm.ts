/**
 * The JVM options of the DynamoDB Local emulators the tests start (the global setup's, and the cold starts
 * of `stack.test.ts` and `dynamodb-local.test.ts`). An emulator lives for one run and serves a few tens of
 * thousands of small requests: C2's compiling was about a quarter of its CPU (17 of 70 CPU s in a whole unit
 * run), and C1's code alone serves those requests for less in all (`tests/bench/dynamodb-jvm.ts`; tests/README.md,
 * "Sixth pass: the unit phase's CPU"). `npm start` keeps the JVM's defaults: it runs for hours.
 */
export const TEST_DYNAMODB_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC'
