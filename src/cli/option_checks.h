// Checks shared by the options of every command, so that a new option gets
// them too: CLI11's own conversions let NaN through range checks (every
// comparison with NaN is false) and clamp an integer that overflows.
#pragma once

#include <CLI/CLI.hpp>

namespace carc {

/// A finite number: refuses "nan", "inf", "1e999" and text that is no number.
const CLI::Validator& FiniteNumber();

/// A whole number from `min` to `max`, decided on the text, so that a value
/// past the type's range is refused instead of clamped.
CLI::Validator WholeNumber(long long min, long long max);

/// An output file: not empty; "-" names standard output.
const CLI::Validator& OutputPath();

/// A file name that must not be empty (--report: "-" is no file there).
const CLI::Validator& NonEmptyFileName();

/// An output folder (value name DIR): not empty, and not "-", which names
/// standard output (`export -o -` made a folder called "-").
const CLI::Validator& OutputFolder();

/// Adds FiniteNumber to every number option (value name FLOAT, MM, DPI or N)
/// of `app` and its subcommands, and OutputPath, NonEmptyFileName or OutputFolder to every
/// option naming what a command writes (--output, --report, --record); call
/// once all options are added.
void CheckEveryOption(CLI::App& app);

}  // namespace carc
