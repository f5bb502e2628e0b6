import CCairo
import CPangoCairo
import Foundation

/// Text layout with Pango, set up so the same text breaks into the same lines at every scale:
/// absolute font sizes, no hinting of outlines or metrics, unrounded glyph positions, grayscale
/// antialiasing. Layout happens in points with an identity matrix; only glyph rasterization sees
/// the device scale. One engine per thread (Pango font maps are not thread-safe).
package final class TextEngine {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var families: Set<String>?

    private static let key = "Interlude.TextEngine"

    /// This thread's engine.
    package static var current: TextEngine {
        let dictionary = Thread.current.threadDictionary
        if let engine = dictionary[key] as? TextEngine { return engine }
        let engine = TextEngine()
        dictionary[key] = engine
        return engine
    }

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The installed family whose name matches `name` (ignoring case and spaces), if any.
    package func installedFamily(named name: String) -> String? {
        if families == nil {
            var list: UnsafeMutablePointer<OpaquePointer?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &list, &count)
            var names = Set<String>()
            for i in 0..<Int(count) {
                if let family = list?[i], let cName = pango_font_family_get_name(family) { names.insert(String(cString: cName)) }
            }
            g_free(list)
            families = names
        }
        func normal(_ s: String) -> String { s.lowercased().replacingOccurrences(of: " ", with: "") }
        return families?.first { normal($0) == normal(name) }
    }

    private func withDescription<T>(_ font: FontFace, _ body: (OpaquePointer) -> T) -> T {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.familyName)
        pango_font_description_set_weight(description, font.openTypeWeight)
        pango_font_description_set_style(description, font.isItalic ? INTERLUDE_PANGO_STYLE_ITALIC : INTERLUDE_PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(INTERLUDE_PANGO_SCALE))
        return body(description)
    }

    /// Ascender, descender (negative) and line height of `font`, in points.
    package func metrics(of font: FontFace) -> (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        withDescription(font) { description in
            let metrics = pango_context_get_metrics(context, description, nil)!
            defer { pango_font_metrics_unref(metrics) }
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            return (
                CGFloat(pango_font_metrics_get_ascent(metrics)) / unit, -CGFloat(pango_font_metrics_get_descent(metrics)) / unit,
                CGFloat(pango_font_metrics_get_height(metrics)) / unit
            )
        }
    }

    /// How far the ink of `glyph` rises above the baseline in `font`, in points: the cap height
    /// for "H", the x-height for "x" (both have flat tops, so their ink top is the font's line).
    package func inkHeightAboveBaseline(of glyph: String, in font: FontFace) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        withDescription(font) { pango_layout_set_font_description(layout, $0) }
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        guard let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        let baseline = pango_layout_iter_get_baseline(iter)
        return CGFloat(baseline - ink.y) / CGFloat(INTERLUDE_PANGO_SCALE)
    }

    /// A laid-out text: call `size`, or `draw(in:at:)`.
    package final class Layout {
        fileprivate let layout: OpaquePointer
        /// Lines shown (all when nil).
        fileprivate let lineLimit: Int?
        /// How far every line is moved right of the origin (the smaller of the paragraph style's
        /// head indents; Pango indents the rest).
        fileprivate let indent: CGFloat
        /// Where each line's baseline and bottom are, in points from the top, when the paragraph
        /// style places lines itself (line heights, spacing); nil where Pango places them.
        fileprivate let placedLines: [PlacedLine]?
        /// Space after the last character (its kerning: TextKit kerns after every character,
        /// Pango only between them).
        fileprivate let trailingSpace: CGFloat
        /// The ranges with outlines or shadows, which Interlude draws from the glyphs' outlines.
        fileprivate let outlined: [Outlined]

        fileprivate init(
            layout: OpaquePointer, lineLimit: Int?, indent: CGFloat = 0, placedLines: [PlacedLine]? = nil,
            trailingSpace: CGFloat = 0, outlined: [Outlined] = []
        ) {
            self.layout = layout
            self.lineLimit = lineLimit
            self.indent = indent
            self.placedLines = placedLines
            self.trailingSpace = trailingSpace
            self.outlined = outlined
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

        /// Width and height of the shown lines, in points (not rounded).
        package var size: CGSize {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            let width = indent + CGFloat(logical.width) / unit + trailingSpace
            if let placedLines {
                let shown = placedLines.prefix(lineLimit ?? placedLines.count)
                return CGSize(width: width, height: shown.last?.bottom ?? 0)
            }
            return CGSize(width: width, height: CGFloat(shownHeight) / unit)
        }

        /// Number of lines after wrapping.
        package var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

        /// How many lines from the top end within `height` points (at least one).
        package func linesFitting(height: CGFloat) -> Int {
            if let placedLines { return max(1, placedLines.prefix { $0.bottom <= height + 1e-9 }.count) }
            guard let iter = pango_layout_get_iter(layout) else { return 1 }
            defer { pango_layout_iter_free(iter) }
            let limit = Int32((Double(height) * Double(INTERLUDE_PANGO_SCALE)).rounded(.down))
            var count = 0
            repeat {
                var y0: Int32 = 0, y1: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &y0, &y1)
                guard y1 <= limit else { break }
                count += 1
            } while pango_layout_iter_next_line(iter) != 0
            return max(1, count)
        }

        /// Height in Pango units of the lines within `lineLimit`.
        private var shownHeight: Int32 {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            guard let limit = lineLimit, limit < lineCount, let iter = pango_layout_get_iter(layout) else {
                return logical.height
            }
            defer { pango_layout_iter_free(iter) }
            var y0: Int32 = 0, y1: Int32 = 0
            for _ in 0..<limit - 1 { _ = pango_layout_iter_next_line(iter) }
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            return y1
        }

        /// The baselines of the first and the last shown line, in points from the top of the text
        /// (Auto Layout's first and last baseline anchors).
        package var baselines: (first: CGFloat, last: CGFloat) {
            let shown = min(lineCount, lineLimit ?? lineCount)
            if let placedLines, let first = placedLines.first {
                return (first.baseline, placedLines[max(0, shown - 1)].baseline)
            }
            guard let iter = pango_layout_get_iter(layout) else { return (0, 0) }
            defer { pango_layout_iter_free(iter) }
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            let first = CGFloat(pango_layout_iter_get_baseline(iter)) / unit
            for _ in 0..<max(0, shown - 1) { _ = pango_layout_iter_next_line(iter) }
            return (first, CGFloat(pango_layout_iter_get_baseline(iter)) / unit)
        }

        /// Draws the text with its top-left corner at `origin` (points) in `color`, clipped to the shown lines.
        package func draw(in context: CGContext, at origin: CGPoint, color: CGColor) {
            let cr = context.cairo
            cairo_save(cr)
            if lineLimit != nil {
                let s = size
                cairo_rectangle(cr, Double(origin.x) - 1e4, Double(origin.y), 2e4 + Double(s.width), Double(s.height))
                cairo_clip(cr)
            }
            let x = Double(origin.x + indent)
            drawShadows(in: context, x: x, y: Double(origin.y), color: color)
            context.setSource(color)
            if let placedLines {
                context.composite { drawPlacedLines(placedLines, cr, x: x, y: Double(origin.y)) }
            } else {
                cairo_move_to(cr, x, Double(origin.y))
                context.composite { pango_cairo_show_layout(cr, layout) }
            }
            drawStrokes(in: context, x: x, y: Double(origin.y), color: color)
            cairo_restore(cr)
            context.notePaint()
        }

        /// Calls `body` with each shown glyph run of an outlined range, its font and glyphs, the
        /// range, and the point (device space of `cr`) its baseline starts at.
        private func forEachOutlinedRun(
            x: Double, y: Double,
            _ body: (OpaquePointer, OpaquePointer, Outlined, Double, Double) -> Void
        ) {
            guard !outlined.isEmpty, let iter = pango_layout_get_iter(layout) else { return }
            defer { pango_layout_iter_free(iter) }
            let unit = Double(INTERLUDE_PANGO_SCALE)
            let shown = lineLimit ?? placedLines?.count ?? Int.max
            var line = 0
            repeat {
                // Pango ends each line with a run of nil.
                guard let run = pango_layout_iter_get_run_readonly(iter) else {
                    line += 1
                    continue
                }
                guard line < shown else { break }
                let item = run.pointee.item.pointee
                guard let range = outlined.first(where: { $0.bytes.contains(Int(item.offset)) }),
                    let font = item.analysis.font, let glyphs = run.pointee.glyphs
                else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iter, nil, &logical)
                let baseline =
                    placedLines.map { Double($0[min(line, $0.count - 1)].baseline) }
                    ?? Double(pango_layout_iter_get_baseline(iter)) / unit
                body(font, glyphs, range, x + Double(logical.x) / unit, y + baseline - Double(run.pointee.y_offset) / unit)
            } while pango_layout_iter_next_run(iter) != 0
        }

        /// Paints the outlined ranges' glyphs: filled unless hollow, stroked when outlined.
        private func paintGlyphs(
            _ cr: OpaquePointer, _ context: CGContext, x: Double, y: Double, color: CGColor, where include: (Outlined) -> Bool
        ) {
            forEachOutlinedRun(x: x, y: y) { font, glyphs, range, gx, gy in
                guard include(range) else { return }
                if range.fills {
                    cairo_move_to(cr, gx, gy)
                    pango_cairo_glyph_string_path(cr, font, glyphs)
                    context.setSource(range.color ?? color)
                    cairo_fill(cr)
                }
                if range.strokeWidth > 0 {
                    cairo_move_to(cr, gx, gy)
                    pango_cairo_glyph_string_path(cr, font, glyphs)
                    context.setSource(range.strokeColor ?? range.color ?? color)
                    cairo_set_line_width(cr, Double(range.strokeWidth))
                    cairo_stroke(cr)
                }
            }
        }

        /// The shadows of the ranges that cast one, under the text: one blurred shadow per
        /// distinct shadow, of the glyphs as they are painted (fill and outline).
        private func drawShadows(in context: CGContext, x: Double, y: Double, color: CGColor) {
            var shadows: [Run.Shadow] = []
            for case let shadow? in outlined.map(\.shadow) where !shadows.contains(where: { $0.matches(shadow) }) {
                shadows.append(shadow)
            }
            let cr = context.cairo
            for shadow in shadows where shadow.color.alpha > 0 {
                context.paintShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color) {
                    paintGlyphs(cr, context, x: x, y: y, color: color) { $0.shadow?.matches(shadow) == true }
                }
            }
        }

        /// The outlines of the ranges that have one, over the text.
        private func drawStrokes(in context: CGContext, x: Double, y: Double, color: CGColor) {
            guard outlined.contains(where: { $0.strokeWidth > 0 }) else { return }
            let cr = context.cairo
            cairo_save(cr)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            context.composite {
                forEachOutlinedRun(x: x, y: y) { font, glyphs, range, gx, gy in
                    guard range.strokeWidth > 0 else { return }
                    cairo_move_to(cr, gx, gy)
                    pango_cairo_glyph_string_path(cr, font, glyphs)
                    context.setSource(range.strokeColor ?? range.color ?? color)
                    cairo_set_line_width(cr, Double(range.strokeWidth))
                    cairo_stroke(cr)
                }
            }
            cairo_restore(cr)
        }

        /// Draws each line on the baseline the paragraph style gave it, at the x Pango gave it.
        private func drawPlacedLines(_ placedLines: [PlacedLine], _ cr: OpaquePointer, x: Double, y: Double) {
            guard let iter = pango_layout_get_iter(layout) else { return }
            defer { pango_layout_iter_free(iter) }
            let unit = Double(INTERLUDE_PANGO_SCALE)
            for (index, placed) in placedLines.prefix(lineLimit ?? placedLines.count).enumerated() {
                if index > 0 { _ = pango_layout_iter_next_line(iter) }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                cairo_move_to(cr, x + Double(logical.x) / unit, y + Double(placed.baseline))
                pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter))
            }
        }
    }

    /// A line placed by a paragraph style: its baseline and its bottom (where the next line's
    /// spacing starts), in points from the top of the text.
    fileprivate struct PlacedLine {
        var baseline: CGFloat
        var bottom: CGFloat
    }

    /// A range of the text with its own font, color or other character attributes (attributed strings).
    package struct Run {
        /// The range in the text, in UTF-8 bytes.
        package var bytes: Range<Int>
        /// The range's font; nil keeps the layout's.
        package var font: FontFace?
        /// The range's color; nil keeps the color the layout is drawn with.
        package var color: CGColor?
        /// Extra space after each character, in points.
        package var kern: CGFloat = 0
        /// How far the range's baseline is raised, in points.
        package var baselineOffset: CGFloat = 0
        /// The range's underline, and its color (nil: the text's).
        package var underline: Line = .none
        package var underlineColor: CGColor?
        /// The range's strikethrough, and its color (nil: the text's).
        package var strikethrough: Line = .none
        package var strikethroughColor: CGColor?
        /// The color behind the range's characters.
        package var background: CGColor?
        /// The outline's width in percent of the font's point size: positive strokes the
        /// characters without filling them, negative strokes and fills them, 0 draws no outline.
        package var strokeWidth: CGFloat = 0
        /// The outline's color (nil: the text's).
        package var strokeColor: CGColor?
        /// The shadow the range's characters cast.
        package var shadow: Shadow?

        package init(bytes: Range<Int>, font: FontFace?, color: CGColor?) {
            self.bytes = bytes
            self.font = font
            self.color = color
        }

        /// An underline or strikethrough.
        package enum Line: Sendable {
            case none, single, double
        }

        /// A shadow of characters: `offset` in points (y down), blurred as a context's shadow of
        /// `blur` (``CGContext/setShadow(offset:blur:color:)``), in `color`.
        package struct Shadow {
            package var offset: CGSize
            package var blur: CGFloat
            package var color: CGColor

            package init(offset: CGSize, blur: CGFloat, color: CGColor) {
                self.offset = offset
                self.blur = blur
                self.color = color
            }

            /// Whether `other` casts the same shadow (the ranges that do are blurred together).
            func matches(_ other: Shadow) -> Bool {
                offset == other.offset && blur == other.blur && color.red == other.color.red
                    && color.green == other.color.green && color.blue == other.color.blue
                    && color.alpha == other.color.alpha
            }
        }
    }

    /// A range drawn with an outline or a shadow, with what it needs to draw them.
    fileprivate struct Outlined {
        var bytes: Range<Int>
        /// The outline's width in points (0: none), and whether the characters are filled too.
        var strokeWidth: CGFloat
        var fills: Bool
        var color: CGColor?
        var strokeColor: CGColor?
        var shadow: Run.Shadow?
    }

    /// What a paragraph style sets for the whole text, in points (TextKit's `NSParagraphStyle`).
    package struct Paragraph: Equatable, Sendable {
        /// Space between a line's bottom and the next line's top.
        package var lineSpacing: CGFloat = 0
        /// Space after a paragraph, and before one (not before the first).
        package var paragraphSpacing: CGFloat = 0
        package var paragraphSpacingBefore: CGFloat = 0
        /// Where a paragraph's first line and its other lines start, from the leading edge.
        package var firstLineHeadIndent: CGFloat = 0
        package var headIndent: CGFloat = 0
        /// Where lines end: from the leading edge when positive, from the trailing edge when not.
        package var tailIndent: CGFloat = 0
        /// Each line's natural height times this (0: 1), then kept within the minimum and the
        /// maximum (0: none).
        package var lineHeightMultiple: CGFloat = 0
        package var minimumLineHeight: CGFloat = 0
        package var maximumLineHeight: CGFloat = 0

        package init() {}

        /// Whether lines are placed by these settings rather than by Pango.
        var placesLines: Bool {
            lineSpacing != 0 || paragraphSpacing != 0 || paragraphSpacingBefore != 0 || lineHeightMultiple > 0
                || minimumLineHeight > 0 || maximumLineHeight > 0
        }
    }

    /// Lays out `text` in `font`. `width` (points) wraps or truncates lines; nil lays out one line
    /// per paragraph with no limit. `maxLines` 0 means no limit; `maxHeight` (points) limits
    /// truncating modes when `maxLines` is 0. `runs` give ranges their own font or color.
    package func layout(
        _ text: String, font: FontFace, width: CGFloat?, maxLines: Int, maxHeight: CGFloat? = nil,
        lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment, runs: [Run] = [], paragraph: Paragraph? = nil
    ) -> Layout {
        let layout = pango_layout_new(context)!
        withDescription(font) { pango_layout_set_font_description(layout, $0) }
        pango_layout_set_text(layout, text, -1)
        if !runs.isEmpty { setAttributes(runs, on: layout) }
        let unit = Double(INTERLUDE_PANGO_SCALE)
        // Head indents: unwrapped, every line starts a paragraph and so at the first line's indent;
        // wrapped, the smaller moves every line and Pango indents the first line of each paragraph
        // (or, when negative, the others) by the difference. A positive tail indent is where lines end.
        let paragraph = paragraph ?? Paragraph()
        let wraps = width != nil || paragraph.tailIndent > 0
        let indent =
            wraps ? max(0, min(paragraph.firstLineHeadIndent, paragraph.headIndent)) : paragraph.firstLineHeadIndent
        if wraps, paragraph.firstLineHeadIndent != paragraph.headIndent {
            let difference = paragraph.firstLineHeadIndent - paragraph.headIndent
            pango_layout_set_indent(layout, Int32((Double(difference) * unit).rounded()))
        }
        var width = width
        if paragraph.tailIndent > 0 {
            width = paragraph.tailIndent - indent
        } else if let full = width {
            width = full + paragraph.tailIndent - indent
        }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(Double(Int32.max), (Double(width) * unit).rounded(.down))))
        }
        switch lineBreakMode {
        case .byCharWrapping: pango_layout_set_wrap(layout, INTERLUDE_PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, INTERLUDE_PANGO_WRAP_WORD_CHAR)
        }
        var lineLimit: Int? = maxLines > 0 ? maxLines : nil
        let ellipsize: Int32? =
            switch lineBreakMode {
            case .byTruncatingTail: INTERLUDE_PANGO_ELLIPSIZE_END
            case .byTruncatingHead: INTERLUDE_PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: INTERLUDE_PANGO_ELLIPSIZE_MIDDLE
            default: nil
            }
        if let ellipsize, width != nil {
            pango_layout_set_ellipsize(layout, ellipsize)
            // Pango ellipsizes the last line that fits: a negative height counts lines, a positive one is a height.
            if maxLines > 0 {
                pango_layout_set_height(layout, Int32(-maxLines))
            } else if let maxHeight, maxHeight.isFinite, maxHeight > 0 {
                pango_layout_set_height(layout, Int32(min(Double(Int32.max), Double(maxHeight) * unit)))
            } else {
                pango_layout_set_height(layout, Int32.max)
            }
            lineLimit = nil
        } else if width == nil, maxLines == 1 {
            lineLimit = 1
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, INTERLUDE_PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, INTERLUDE_PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, INTERLUDE_PANGO_ALIGN_LEFT)
        }
        let placed = paragraph.placesLines ? place(layout, text, paragraph) : nil
        let end = text.utf8.count
        let trailingKern = runs.last(where: { $0.bytes.contains(end - 1) && $0.kern != 0 })?.kern ?? 0
        let outlined = runs.compactMap { run -> Outlined? in
            let width = run.strokeWidth.isFinite ? run.strokeWidth : 0
            guard width != 0 || run.shadow != nil, !run.bytes.isEmpty else { return nil }
            return Outlined(
                bytes: run.bytes, strokeWidth: abs(width) / 100 * (run.font ?? font).pointSize, fills: width <= 0,
                color: run.color, strokeColor: run.strokeColor, shadow: run.shadow)
        }
        return Layout(
            layout: layout, lineLimit: lineLimit, indent: indent, placedLines: placed, trailingSpace: trailingKern,
            outlined: outlined)
    }

    /// TextKit's line placement: a line's height is its natural height (ascent plus descent) times
    /// the line-height multiple, kept within the minimum and maximum; what that adds goes above
    /// the text (the baseline sits `descent` above the line's bottom). Lines are `lineSpacing`
    /// apart; between two paragraphs the first's `paragraphSpacing` and the next's
    /// `paragraphSpacingBefore` come on top.
    private func place(_ layout: OpaquePointer, _ text: String, _ paragraph: Paragraph) -> [PlacedLine] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let unit = CGFloat(INTERLUDE_PANGO_SCALE)
        let bytes = Array(text.utf8)
        var placed: [PlacedLine] = []
        var top: CGFloat = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter))
            let ascent = (baseline - CGFloat(logical.y)) / unit
            let descent = (CGFloat(logical.y) + CGFloat(logical.height) - baseline) / unit
            if let previous = placed.last, let line = pango_layout_iter_get_line_readonly(iter) {
                let start = Int(line.pointee.start_index)
                let startsParagraph = start > 0 && start <= bytes.count && [0x0a, 0x0d].contains(bytes[start - 1])
                top = previous.bottom + paragraph.lineSpacing
                if startsParagraph { top += paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore }
            }
            var height = (ascent + descent) * (paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1)
            if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
            height = max(height, paragraph.minimumLineHeight)
            placed.append(PlacedLine(baseline: top + height - descent, bottom: top + height))
        } while pango_layout_iter_next_line(iter) != 0
        return placed
    }

    /// Gives the layout one font and one color attribute per run that sets them.
    private func setAttributes(_ runs: [Run], on layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: CGFloat) -> UInt16 { UInt16((Double(min(1, max(0, v.isFinite ? v : 0))) * 65535).rounded()) }
        for run in runs where !run.bytes.isEmpty {
            if let font = run.font { withDescription(font) { insert(pango_attr_font_desc_new($0), run.bytes) } }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), run.bytes)
                insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), run.bytes)
            }
            let unit = CGFloat(INTERLUDE_PANGO_SCALE)
            if run.kern != 0, run.kern.isFinite {
                insert(pango_attr_letter_spacing_new(Int32((run.kern * unit).rounded())), run.bytes)
            }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                insert(pango_attr_rise_new(Int32((run.baselineOffset * unit).rounded())), run.bytes)
            }
            if run.underline != .none {
                insert(pango_attr_underline_new(Self.pangoLine(run.underline)), run.bytes)
                if let c = run.underlineColor {
                    insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)), run.bytes)
                }
            }
            if run.strikethrough != .none {
                insert(pango_attr_strikethrough_new(1), run.bytes)
                if let c = run.strikethroughColor {
                    insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)), run.bytes)
                }
            }
            if run.strokeWidth > 0, run.strokeWidth.isFinite {
                // Hollow: Pango lays the characters out but paints them at the least alpha it
                // takes (nothing shows); the outline is drawn over them.
                insert(pango_attr_foreground_alpha_new(1), run.bytes)
            }
            if let c = run.background, c.alpha > 0 {
                insert(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), run.bytes)
                insert(pango_attr_background_alpha_new(max(1, channel(c.alpha))), run.bytes)
            }
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// Pango's underline for a line style (Pango draws one thickness and no patterns).
    private static func pangoLine(_ line: Run.Line) -> Int32 {
        line == .double ? INTERLUDE_PANGO_UNDERLINE_DOUBLE : INTERLUDE_PANGO_UNDERLINE_SINGLE
    }
}

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
