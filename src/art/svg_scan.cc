#include "art/svg_scan.h"

#include <glib.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

namespace carc {

namespace {

namespace fs = std::filesystem;

/// SVG files nested in SVG files are scanned this deep.
constexpr int kMaxNesting = 3;
/// SVG art files are read whole to scan them; librsvg reads them too.
constexpr size_t kMaxSvgBytes = 16u << 20;

long Be16(const unsigned char* p) { return long(p[0]) << 8 | p[1]; }
long Be32(const unsigned char* p) { return Be16(p) << 16 | Be16(p + 2); }

bool JpegSize(const unsigned char* p, size_t n, long* width, long* height) {
  for (size_t i = 2; i + 9 < n;) {
    if (p[i] != 0xFF) return false;
    unsigned marker = p[i + 1];
    if (marker == 0xFF) {  // fill byte
      ++i;
      continue;
    }
    bool sof = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
    if (sof) {
      *height = Be16(p + i + 5);
      *width = Be16(p + i + 7);
      return true;
    }
    i += 2 + size_t(Be16(p + i + 2));
  }
  return false;
}

/// Reads at most `max` bytes of `path`; false when it cannot be read.
bool ReadSome(const std::string& path, size_t max, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out->resize(max);
  in.read(&(*out)[0], std::streamsize(max));
  out->resize(size_t(in.gcount()));
  return true;
}

std::string Decimal(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", v);
  return buf;
}

/// The state of one scan: the file's folder (for links), what was found so far.
struct Scan {
  fs::path folder;
  int depth = 0;
  double pixels = 0;
  size_t text_chars = 0;
  int in_text = 0;   ///< open <text> elements
  int in_style = 0;  ///< open <style> elements
  int css_depth = 0; ///< stylesheets being scanned inside stylesheets
  std::string problem;
  GMarkupParseContext* context = nullptr;  ///< null in the raw pass (RawLinks)
  int raw_line = 0;                        ///< the line the raw pass is at

  std::string Where() const {
    int line = raw_line, column = 0;
    if (context) g_markup_parse_context_get_position(context, &line, &column);
    return " (line " + std::to_string(line) + ")";
  }
};

std::string ScanContent(const std::string& content, const fs::path& folder, int depth);

/// The local name of an element or attribute: "svg:image" -> "image".
const char* Local(const char* name) {
  const char* colon = std::strrchr(name, ':');
  return colon ? colon + 1 : name;
}

/// Checks one image: its bytes (or a prefix) and whether it is an SVG.
void CheckImage(Scan* scan, const std::string& data, bool svg) {
  if (svg || data.find("<svg") != std::string::npos) {
    if (scan->depth >= kMaxNesting) {
      scan->problem = "nests SVG images more than " + std::to_string(kMaxNesting) + " deep" + scan->Where();
      return;
    }
    std::string inner = ScanContent(data, scan->folder, scan->depth + 1);
    if (!inner.empty()) scan->problem = "uses an SVG image" + scan->Where() + " that " + inner;
    return;
  }
  long w = 0, h = 0;
  if (!ImageHeaderSize(data, &w, &h)) {
    scan->problem = "uses an image that is not PNG, JPEG, GIF or SVG" + scan->Where() +
                    "; images in art may be only those";
    return;
  }
  scan->pixels += double(w) * double(h);
  if (w > kMaxSvgImageSide || h > kMaxSvgImageSide)
    scan->problem = "uses an image of " + std::to_string(w) + " x " + std::to_string(h) + " pixels" +
                    scan->Where() + "; images in art may have at most " +
                    std::to_string(kMaxSvgImageSide) + " pixels on each side";
  else if (scan->pixels > kMaxSvgImagePixels)
    scan->problem = "uses images of more than " + Decimal(kMaxSvgImagePixels / 1e6) +
                    " million pixels together" + scan->Where() + "; that is the limit for one SVG";
}

/// The path a link to a local file names, or "" for none (a fragment of this
/// document, data:, or a URL librsvg does not load).
std::string LocalPath(const Scan& scan, const std::string& href) {
  if (href.empty() || href[0] == '#' || href.rfind("data:", 0) == 0 ||
      href.find("://") != std::string::npos)
    return "";
  std::string name = href.rfind("file:", 0) == 0 ? href.substr(5) : href;
  name = name.substr(0, name.find('#'));
  if (name.empty()) return "";
  fs::path path = fs::path(name).is_absolute() ? fs::path(name) : scan.folder / name;
  return path.string();
}

/// Adds the problem of a link to `path` that is no regular file (a pipe would
/// never end, a device never stop); true when there is one.
bool NotAFile(Scan* scan, const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec) || fs::is_regular_file(path, ec)) return false;
  scan->problem = "links to something that is not a file" + scan->Where() +
                  " (a folder, pipe or device); art may link only to files";
  return true;
}

void CheckCss(Scan* scan, const std::string& css);

/// Checks a file that is not an image but that librsvg reads: an SVG whose
/// elements are used (scanned as an SVG image is), a stylesheet, an XInclude.
void CheckLink(Scan* scan, const std::string& href) {
  std::string path = LocalPath(*scan, href);
  if (path.empty() || NotAFile(scan, path)) return;
  std::string data;
  std::string ext = fs::path(path).extension().string();
  if ((ext != ".svg" && ext != ".css") || !ReadSome(path, kMaxSvgBytes, &data)) return;
  if (ext == ".svg") return CheckImage(scan, data, true);
  if (scan->css_depth >= kMaxNesting) return;  // deeper imports: the sandbox has the last word
  ++scan->css_depth;
  CheckCss(scan, data);
  --scan->css_depth;
}

/// The targets of `url(...)` and `@import "..."` in CSS (or an attribute).
std::vector<std::string> CssLinks(const std::string& css) {
  std::vector<std::string> links;
  auto unquote = [](std::string t) {
    size_t a = t.find_first_not_of(" \t\r\n'\"");
    size_t b = t.find_last_not_of(" \t\r\n'\"");
    return a == std::string::npos ? std::string() : t.substr(a, b - a + 1);
  };
  for (size_t at = css.find("url("); at != std::string::npos; at = css.find("url(", at + 4)) {
    size_t end = css.find(')', at);
    links.push_back(unquote(css.substr(at + 4, end == std::string::npos ? end : end - at - 4)));
  }
  for (size_t at = css.find("@import"); at != std::string::npos; at = css.find("@import", at + 7)) {
    size_t open = css.find_first_not_of(" \t\r\n", at + 7);
    if (open == std::string::npos || (css[open] != '"' && css[open] != '\'')) continue;
    size_t close = css.find(css[open], open + 1);
    if (close != std::string::npos) links.push_back(css.substr(open + 1, close - open - 1));
  }
  return links;
}

void CheckCss(Scan* scan, const std::string& css) {
  for (const std::string& link : CssLinks(css)) {
    CheckLink(scan, link);
    if (!scan->problem.empty()) return;
  }
}

/// Checks the image an <image> element's href names.
void CheckHref(Scan* scan, const std::string& href) {
  if (href.rfind("data:", 0) == 0) {
    size_t comma = href.find(',');
    if (comma == std::string::npos) return;
    std::string head = href.substr(5, comma - 5);
    bool svg = head.find("svg") != std::string::npos;
    if (head.find(";base64") == std::string::npos) {
      gchar* raw = g_uri_unescape_string(href.c_str() + comma + 1, nullptr);
      std::string text = raw ? raw : "";
      g_free(raw);
      CheckImage(scan, text, svg);
      return;
    }
    gsize n = 0;
    guchar* bytes = g_base64_decode(href.c_str() + comma + 1, &n);
    CheckImage(scan, std::string(reinterpret_cast<char*>(bytes), n), svg);
    g_free(bytes);
    return;
  }
  std::string path = LocalPath(*scan, href);
  if (path.empty() || NotAFile(scan, path)) return;
  std::string data;
  if (!ReadSome(path, kMaxSvgBytes, &data)) return;  // missing: librsvg draws nothing
  CheckImage(scan, data, fs::path(path).extension() == ".svg");
}

void OnStart(GMarkupParseContext*, const gchar* element, const gchar** names, const gchar** values,
             gpointer data, GError** error) {
  Scan* scan = static_cast<Scan*>(data);
  const char* name = Local(element);
  if (std::strcmp(name, "text") == 0) ++scan->in_text;
  if (std::strcmp(name, "style") == 0) ++scan->in_style;
  bool image = std::strcmp(name, "image") == 0 || std::strcmp(name, "feImage") == 0;
  for (int i = 0; names[i] && scan->problem.empty(); ++i) {
    if (std::strcmp(Local(names[i]), "href") == 0)
      image ? CheckHref(scan, values[i]) : CheckLink(scan, values[i]);
    else if (std::strstr(values[i], "url("))
      CheckCss(scan, values[i]);
  }
  if (!scan->problem.empty()) g_set_error(error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "stop");
}

/// An <?xml-stylesheet href="..."?> names a stylesheet librsvg loads.
void OnPassthrough(GMarkupParseContext*, const gchar* text, gsize length, gpointer data,
                   GError** error) {
  Scan* scan = static_cast<Scan*>(data);
  std::string pi(text, length);
  if (pi.rfind("<?xml-stylesheet", 0) != 0) return;
  size_t at = pi.find("href=");
  if (at == std::string::npos || at + 6 >= pi.size()) return;
  size_t close = pi.find(pi[at + 5], at + 6);
  if (close == std::string::npos) return;
  CheckLink(scan, pi.substr(at + 6, close - at - 6));
  if (!scan->problem.empty()) g_set_error(error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "stop");
}

void OnEnd(GMarkupParseContext*, const gchar* element, gpointer data, GError**) {
  Scan* scan = static_cast<Scan*>(data);
  if (std::strcmp(Local(element), "text") == 0 && scan->in_text > 0) --scan->in_text;
  if (std::strcmp(Local(element), "style") == 0 && scan->in_style > 0) --scan->in_style;
}

void OnText(GMarkupParseContext*, const gchar* text, gsize length, gpointer data, GError** error) {
  Scan* scan = static_cast<Scan*>(data);
  if (scan->in_style > 0) {
    CheckCss(scan, std::string(text, length));
    if (!scan->problem.empty()) g_set_error(error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "stop");
    return;
  }
  if (scan->in_text == 0) return;
  scan->text_chars += size_t(g_utf8_strlen(text, gssize(length)));
  if (scan->text_chars <= kMaxSvgTextChars) return;
  scan->problem = "holds more than " + std::to_string(kMaxSvgTextChars) + " characters of text" +
                  scan->Where() + "; that is the limit for art";
  g_set_error(error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "stop");
}

/// For a document GMarkup cannot read (a DTD with entities, as Illustrator
/// writes): every href="..." and every url(...) or @import in the raw text
/// must not name a pipe or device, which would hang librsvg for good.
void RawLinks(Scan* scan, const std::string& content) {
  scan->context = nullptr;
  std::vector<std::pair<size_t, std::string>> links;
  for (size_t at = content.find("href"); at != std::string::npos; at = content.find("href", at + 4)) {
    size_t eq = content.find_first_not_of(" \t\r\n", at + 4);
    if (eq == std::string::npos || content[eq] != '=') continue;
    size_t open = content.find_first_not_of(" \t\r\n", eq + 1);
    if (open == std::string::npos || (content[open] != '"' && content[open] != '\'')) continue;
    size_t close = content.find(content[open], open + 1);
    if (close != std::string::npos) links.push_back({at, content.substr(open + 1, close - open - 1)});
  }
  for (const std::string& link : CssLinks(content)) links.push_back({content.find(link), link});
  for (const auto& [at, link] : links) {
    scan->raw_line = 1 + int(std::count(content.begin(), content.begin() + long(std::min(at, content.size())), '\n'));
    std::string path = LocalPath(*scan, link);
    if (!path.empty() && NotAFile(scan, path)) return;
  }
}

std::string ScanContent(const std::string& content, const fs::path& folder, int depth) {
  GMarkupParser parser = {OnStart, OnEnd, OnText, OnPassthrough, nullptr};
  Scan scan;
  scan.folder = folder;
  scan.depth = depth;
  scan.context = g_markup_parse_context_new(&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &scan, nullptr);
  // A document GMarkup cannot read (entities, a DTD) is left to the sandbox,
  // but for links to pipes and devices (RawLinks).
  bool read = g_markup_parse_context_parse(scan.context, content.data(), gssize(content.size()),
                                           nullptr) &&
              g_markup_parse_context_end_parse(scan.context, nullptr);
  g_markup_parse_context_free(scan.context);
  if (!read && scan.problem.empty()) RawLinks(&scan, content);
  return scan.problem;
}

}  // namespace

bool ImageHeaderSize(const std::string& data, long* width, long* height) {
  const auto* p = reinterpret_cast<const unsigned char*>(data.data());
  size_t n = data.size();
  if (n >= 24 && std::memcmp(p, "\x89PNG\r\n\x1a\n", 8) == 0 && std::memcmp(p + 12, "IHDR", 4) == 0) {
    *width = Be32(p + 16);
    *height = Be32(p + 20);
    return true;
  }
  if (n >= 10 && (std::memcmp(p, "GIF87a", 6) == 0 || std::memcmp(p, "GIF89a", 6) == 0)) {
    *width = long(p[6]) | long(p[7]) << 8;
    *height = long(p[8]) | long(p[9]) << 8;
    return true;
  }
  if (n >= 4 && p[0] == 0xFF && p[1] == 0xD8) return JpegSize(p, n, width, height);
  return false;
}

std::string SvgScanProblem(const std::string& path) {
  std::error_code ec;
  auto size = fs::file_size(path, ec);
  if (!ec && size > kMaxSvgBytes)
    return "is " + std::to_string(size >> 20) + " MB; SVG art may be at most " +
           std::to_string(kMaxSvgBytes >> 20) + " MB";
  std::string content;
  if (!ReadSome(path, kMaxSvgBytes, &content)) return "";
  return ScanContent(content, fs::path(path).parent_path(), 0);
}

}  // namespace carc
