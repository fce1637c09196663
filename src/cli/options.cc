#include "cli/options.h"

#include "base/data_dir.h"
#include "base/output_file.h"
#include "base/text_util.h"
#include "draw/image_file.h"
#include "print/paper.h"

namespace carc {

namespace {

/// "unknown X 'v' (did you mean 'w'?); known Xs: a, b".
std::string UnknownValue(const std::string& what, const std::string& value,
                         const std::vector<std::string>& known, const std::string& known_label) {
  std::string hint = Suggest(value, known);  // never the "or a ... file" entry: too far
  return "unknown " + what + " '" + Abbreviate(value) + "'" +
         (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; " + known_label + ": " +
         (known.empty() ? "none" : Join(known, ", "));
}

/// Accepts a file, or a name found in templates/<kind>/.
CLI::Validator TemplateValidator(const std::string& kind, const std::string& what,
                                 const std::string& label) {
  return CLI::Validator(
      [kind, what, label](std::string& value) -> std::string {
        if (!FindTemplate(kind, value).empty()) return "";
        std::vector<std::string> known = TemplateNames(kind);
        known.push_back("or a " + what + " file");
        return UnknownValue(what, value, known, label);
      },
      "");
}

}  // namespace

CLI::Option* AddTilesetArg(CLI::App* cmd, std::string* set) {
  return cmd->add_option("tileset", *set, "Tile spec file, or a bundled set: " +
                                              Join(BundledSets(), ", "))
      ->required()
      ->type_name("TILESET");
}

CLI::Option* AddOutputOption(CLI::App* cmd, std::string* output, const std::string& what,
                             const std::string& default_text) {
  return cmd->add_option("-o,--output", *output, what)->type_name("FILE")->default_str(default_text);
}

CLI::Option* AddPdfOutputOption(CLI::App* cmd, std::string* output, const std::string& default_text) {
  std::string name = cmd->get_name();
  CLI::Validator pdf_only(
      [name](std::string& value) -> std::string {
        ImageFormat format;
        if (value == kStandardOutput || FileExtension(value).empty() ||
            (ImageFormatOf(value, "", &format) && format == ImageFormat::Pdf))
          return "";
        std::string base = value.substr(value.find_last_of('/') + 1);
        return name + " writes only PDF; name the file .pdf, not '" + Abbreviate(base) +
               "' (or -o - for standard output)";
      },
      "");
  return AddOutputOption(cmd, output, "Output PDF", default_text)->check(pdf_only);
}

CLI::Option* AddPaperOption(CLI::App* cmd, std::string* paper, const std::string& default_text) {
  CLI::Validator known(
      [](std::string& value) -> std::string {
        SizeMm size;
        return PaperSize(value, &size) ? "" : UnknownValue("paper", value, PaperNames(), "known papers");
      },
      "");
  return cmd->add_option("--paper", *paper, "Paper: " + Join(PaperNames(), ", "))
      ->type_name("PAPER")
      ->default_str(default_text)
      ->check(known);
}

CLI::Option* AddLangOption(CLI::App* cmd, std::string* lang) {
  return cmd
      ->add_option("--lang", *lang,
                   "Language of the texts: " + Join(TemplateNames("lang"), ", ") +
                       ", or a language file (docs/translating.md)")
      ->type_name("LANG")
      ->default_str(*lang)
      ->check(TemplateValidator("lang", "language", "available languages"));
}

CLI::Option* AddThemeOption(CLI::App* cmd, std::string* theme, const std::string& default_text) {
  return cmd
      ->add_option("--theme", *theme,
                   "Tile art theme: " + Join(TemplateNames("themes"), ", ") + ", or a theme file")
      ->type_name("THEME")
      ->default_str(default_text)
      ->check(TemplateValidator("themes", "theme", "themes"));
}

CLI::Option* AddLayoutOption(CLI::App* cmd, std::string* layout) {
  return cmd
      ->add_option("-t,--template", *layout,
                   "Sheet layout preset: " + Join(TemplateNames("layouts"), ", ") +
                       ", or a layout file (docs/layout.md)")
      ->type_name("LAYOUT")
      ->default_str("the set's `layout`, else default")
      ->check(TemplateValidator("layouts", "layout", "layouts"));
}

CLI::Option* AddChoice(CLI::Option* opt, const std::vector<std::string>& choices,
                       const std::string& default_text) {
  CLI::Validator one_of(
      [choices](std::string& value) -> std::string {
        for (const std::string& c : choices)
          if (value == c) return "";
        std::string hint = Suggest(value, choices);
        return "'" + Abbreviate(value) + "' is not one of " + Join(choices, ", ") +
               (hint.empty() ? "" : "; did you mean '" + hint + "'?");
      },
      "");
  return opt->type_name(Join(choices, "|"))->default_str(default_text)->check(one_of);
}

CLI::Option* AddFormatOption(CLI::App* cmd, std::string* format) {
  return AddChoice(cmd->add_option("--format", *format, "Output format"), {"text", "json"}, *format);
}

}  // namespace carc
