// A multi-page vector PDF being written: page sizes in mm, metadata, page
// labels, bookmarks (outline), print boxes and forms (drawings recorded once
// and placed on many pages), written atomically (output_file.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "base/scratch_file.h"
#include "base/status.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/pdf_art.h"
#include "draw/pdf_canvas.h"
#include "draw/pdf_rewrite.h"

namespace carc {

/// Document information written into the PDF.
struct PdfMetadata {
  std::string title;
  std::string subject;
  std::string author;
  std::string keywords;
  std::string creator = "carckit " CARCKIT_VERSION;
};

/// A PDF file under construction. Draw each page between BeginPage() and
/// EndPage() on cr(); Finish() completes the file and renames it into place.
/// Cairo writes into an unnamed temporary file, so that its output costs no
/// memory however many pages there are; Finish() then rewrites that through
/// libqpdf (pdf_rewrite.h), which reads it back as needed, to add forms and
/// boxes, which Cairo 1.16 cannot write.
class PdfDocument {
 public:
  /// Starts a PDF at `path`; `inputs` are files it must never overwrite.
  /// Check status() before drawing.
  PdfDocument(const std::string& path, const PdfMetadata& meta,
              const std::vector<std::string>& inputs = {});
  ~PdfDocument();

  /// Ok, or why the file cannot be written (exit 2).
  const Status& status() const { return status_; }
  /// The drawing context, in points with the origin at the page's top-left.
  cairo_t* cr() const { return cr_.get(); }
  /// Starts a page of `size`; `label` is its PDF page label ("" for none);
  /// `boxes` its TrimBox and BleedBox, if it has them.
  void BeginPage(SizeMm size, const std::string& label = "", const PageBoxes& boxes = {});
  /// Ends the current page.
  void EndPage();
  /// Pages ended so far.
  int page_count() const { return pages_; }
  /// Size of the current (or last) page.
  SizeMm page_size() const { return size_; }
  /// Adds a bookmark to 1-based `page` under `parent` (0 for top level);
  /// returns its id for children.
  int AddBookmark(const std::string& title, int page, int parent = 0);
  /// Keeps `art`, a Cairo recording surface of `size` whose origin is its
  /// top-left corner, to be written once as a form; returns the form's id.
  int AddForm(SurfacePtr art, SizeMm size);
  /// Keeps a drawing of a PdfCanvas on art() as a form; returns its id.
  /// Faster than a recording surface: Cairo never sees it.
  int AddForm(PdfForm form);
  /// A canvas for the current page's vector art, written by PdfCanvas (much
  /// faster than Cairo): it lies above the forms placed on the page and
  /// beneath everything drawn on cr(), where text goes. Page coordinates in
  /// points, as cr().
  Canvas& PageArt();
  /// Where PdfCanvas drawings for this document keep what they share.
  PdfArt* art() { return &art_; }
  /// Paints form `form` on the current page with its top-left corner at `at`,
  /// clipped to `clip` if given. Placed forms lie beneath everything drawn on
  /// cr() for the page, in the order placed. Painting a recording surface on
  /// cr() instead would make Cairo 1.16 replay it twice for every copy and
  /// name it twice in the page's resources.
  void PlaceForm(int form, PointMm at, const std::optional<RectMm>& clip = std::nullopt);
  /// Completes the PDF and renames it over the target.
  Status Finish();

 private:
  /// Writes every form as a page of its own after the document's pages.
  void DrawFormPages();

  AtomicOutput out_;
  std::unique_ptr<ScratchFile> cairo_pdf_;  ///< what Cairo wrote
  std::vector<PageExtras> extras_;     ///< per page: boxes and placed forms
  std::vector<std::pair<SurfacePtr, SizeMm>> cairo_forms_;  ///< forms drawn by Cairo
  std::vector<FormSource> forms_;      ///< every form, by id
  PdfArt art_;
  std::unique_ptr<PdfCanvas> page_art_;  ///< the current page's, once asked for
  SurfacePtr surface_;
  ContextPtr cr_;
  Status status_ = Status::Ok();
  SizeMm size_{Mm(210), Mm(297)};
  int pages_ = 0;
  bool finished_ = false;
};

}  // namespace carc
