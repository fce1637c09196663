// A multi-page vector PDF being written: page sizes in mm, metadata, page
// labels, bookmarks (outline), print boxes and forms (drawings recorded once
// and placed on many pages), written atomically (output_file.h).
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "base/scratch_file.h"
#include "base/status.h"
#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/pdf_art.h"
#include "draw/pdf_canvas.h"
#include "draw/pdf_writer.h"

namespace carc {

/// Document information written into the PDF.
struct PdfMetadata {
  std::string title;
  std::string subject;
  std::string author;
  std::string keywords;
  std::string creator = "carckit " CARCKIT_VERSION;
};

/// A page's print boxes, in mm from the page's top-left corner; a box left
/// empty is not written (a PDF reader then takes the MediaBox, the page).
struct PageBoxes {
  std::optional<RectMm> trim;   ///< where the sheet is cut: the finished piece
  std::optional<RectMm> bleed;  ///< how far printed art runs past the trim
};

/// A PDF file under construction. Draw each page between BeginPage() and
/// EndPage() on cr(); Finish() completes the file and renames it into place.
///
/// The file is written in one pass, as it is drawn (pdf_writer.h): each form
/// of PdfCanvas art goes out compressed when it is added, each page's
/// placements when it ends, and only object numbers are kept. What Cairo
/// draws (text, fonts, images, its own recordings) goes to an unnamed
/// temporary file, costing no memory however many pages there are; Finish()
/// copies Cairo's objects into the file one by one (cairo_pdf.h), their data
/// as Cairo compressed it, each page given its forms and print boxes, which
/// Makes Cairo write the PDF streams of later surfaces uncompressed, for
/// PdfDocument to compress them faster as it copies them (the output is the
/// same either way). Call at the start of main, before any thread starts.
void WriteCairoPdfStreamsPlain();

/// Cairo 1.16 cannot write.
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
  /// Forms added so far (all kinds).
  int form_count() const { return int(forms_.size()); }
  /// Paints form `form` on the current page with its top-left corner at `at`,
  /// clipped to `clip` if given. Placed forms lie beneath everything drawn on
  /// cr() for the page, in the order placed. Painting a recording surface on
  /// cr() instead would make Cairo 1.16 replay it twice for every copy and
  /// name it twice in the page's resources.
  void PlaceForm(int form, PointMm at, const std::optional<RectMm>& clip = std::nullopt);
  /// Completes the PDF and renames it over the target.
  Status Finish();

 private:
  /// A form, as placements need it: where it is, and its box's top-left corner.
  struct FormRef {
    int cairo = -1;          ///< which of Cairo's form pages; -1 for PdfCanvas art
    int object = 0;          ///< PdfCanvas art: its object
    double left = 0, top = 0;  ///< the top-left corner of its box, in its placed space (pt, y up)
  };
  /// One form drawn on the current page: its top-left corner at `at`,
  /// clipped to `clip` when given (mm from the page's top-left corner).
  struct FormPlacement {
    int form = 0;
    PointMm at;
    std::optional<RectMm> clip;
  };
  /// A page ended: what Finish() adds to Cairo's page.
  struct PageRecord {
    int placements = 0;      ///< the stream painting its forms, or 0
    std::vector<int> forms;  ///< the forms it names, ascending
    PageBoxes boxes;
    double width = 0, height = 0;  ///< pt
  };

  /// Writes the placements of the page being ended; returns the record.
  PageRecord EndPlacements();
  /// Writes every form as a page of its own after the document's pages.
  void DrawFormPages();
  /// Copies Cairo's objects into the file, pages completed (Finish()).
  Status CopyCairo();
  /// The shared array object of a page box `r` (mm from the page's
  /// top-left) on a page `height` pt high.
  int BoxObject(const RectMm& r, double height);
  /// Writes the dictionaries PdfCanvas art shares (alpha states, symbols).
  void WriteArtResources();

  AtomicOutput out_;
  std::unique_ptr<PdfWriter> writer_;
  std::unique_ptr<ScratchFile> cairo_pdf_;  ///< what Cairo wrote
  std::vector<PageRecord> pages_done_;
  std::vector<FormPlacement> placed_;   ///< the current page's placements
  PageBoxes boxes_;                     ///< the current page's boxes
  std::vector<std::pair<SurfacePtr, SizeMm>> cairo_forms_;  ///< forms drawn by Cairo
  size_t cairo_forms_count_ = 0;        ///< how many (cairo_forms_ is emptied before the copy)
  std::vector<FormRef> forms_;          ///< every form, by id
  std::map<std::array<double, 4>, int> box_objects_;
  int art_resources_ = 0, symbol_resources_ = 0, states_ = 0, group_ = 0, pages_root_ = 0;
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
