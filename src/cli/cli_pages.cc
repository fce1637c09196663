// How the commands that write files say so: "wrote PATH (N pages)".
#include <iostream>

#include "app/written_file.h"
#include "base/output_file.h"
#include "base/text_util.h"
#include "cli/cli.h"

namespace carc {

std::ostream& ReportStream(const std::string& output) {
  // With -o - the file itself goes to standard output.
  return output == kStandardOutput ? std::cerr : std::cout;
}

void ReportWritten(const std::string& path, int pages, const std::string& details) {
  ReportStream(path) << WroteLine(path, " (")
                     << pages << (pages == 1 ? " page)" : " pages)")
                     << (details.empty() ? "" : ": " + details) << "\n";
}

void ReportWritten(const WrittenFile& written) {
  ReportWritten(written.path, written.pages, written.details);
}

}  // namespace carc
