// Helpers shared by the commands that write kit pages (scoreboard, rules,
// tokens, kit): language, paper and the closing report.
#include <iostream>

#include "base/data_dir.h"
#include "base/output_file.h"
#include "base/text_util.h"
#include "cli/cli.h"
#include "draw/pdf_document.h"
#include "draw/text.h"
#include "kit/kit_section.h"
#include "kit/kit_text.h"
#include "print/paper.h"
#include "spec/set_extends.h"
#include "spec/set_language.h"

namespace carc {

void LoadTranslationOrExit(const std::string& lang, Translation* tr) {
  Diagnostics diags;
  Status status = LoadKitTranslation(lang, tr, &diags);
  PrintDiagnostics(diags);
  if (status.IsInvalid()) throw CommandExit{1, ""};
  ExitOnError(status);
  ExitOnError(CheckFont(kKitFont, tr->AllText()));
}

void UseSetLanguage(const std::string& code, TileSet* set, const std::string& file) {
  Diagnostics diags;
  // A language file given by its path is named by it, not by its stem alone.
  bool bundled = file.empty() || file == FindTemplate("lang", code);
  CheckSetLanguage(*set, code, &diags, bundled ? "" : DisplayPath(file));
  PrintDiagnostics(diags);
  SelectSetLanguage(code, set);
}

SizeMm PaperOrExit(const std::string& name) {
  SizeMm size;
  if (!PaperSize(name, &size))
    throw CommandExit{2, "error: unknown paper '" + Abbreviate(name) + "'; known papers: " +
                             Join(PaperNames(), ", ")};
  return size;
}

std::ostream& ReportStream(const std::string& output) {
  // With -o - the file itself goes to standard output.
  return output == kStandardOutput ? std::cerr : std::cout;
}

void ReportWritten(const std::string& path, int pages, const std::string& details) {
  ReportStream(path) << WroteLine(path, " (")
                     << pages << (pages == 1 ? " page)" : " pages)")
                     << (details.empty() ? "" : ": " + details) << "\n";
}

void WriteSectionOrExit(const std::string& output, const PdfMetadata& meta,
                        const std::vector<std::string>& inputs, const DrawSectionFn& draw) {
  PdfDocument doc(output, meta, inputs);
  ExitOnError(doc.status());
  SectionPages pages;
  ExitOnError(draw(doc, &pages));
  ExitOnError(doc.Finish());
  ReportWritten(output, doc.page_count());
}

}  // namespace carc
