// A jest reporter that ends the run with one plain closing line, `tests: N passed, N failed, N skipped`,
// which CI log readers recognise in any language (jest's own summary puts "total" where they look).
export default class ClosingLineReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`,
    );
  }
}
