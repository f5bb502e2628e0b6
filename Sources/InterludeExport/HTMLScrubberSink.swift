import Interlude
import Foundation

/// One self-contained HTML page to inspect a sequence frame by frame: the frames, a slider,
/// play/pause, a frame/time readout, and an SVG plot per recorded property with a cursor that
/// follows the slider. No external URLs; opens from disk in any browser.
///
/// Frames are embedded as one PNG data URI each and drawn on a canvas. An embedded MP4 would be
/// smaller, but `video.currentTime` seeks asynchronously to the nearest decodable frame (not
/// frame-exact), needs ffmpeg, and loses colors to 4:2:0 chroma; an APNG cannot be seeked at all.
/// Per-frame PNGs make every slider position show exactly the rendered frame, at once. Sizes are
/// in [Exporting](/documentation/interlude/exporting), costs in [Benchmarks](/documentation/interlude/benchmarks).
public final class HTMLScrubberSink: FrameSink {
    /// The `.html` file written.
    public let destination: URL
    private let encoder: PNGEncoder
    private var frames: [String] = []
    private var format: SequenceFormat?

    /// Frames wider than this many pixels are shrunk by the smallest whole factor that fits
    /// (box filter); nil keeps every frame at full size. Keeps pages of photo-heavy @2x/@3x
    /// recordings small; the canvas still shows the frame at its size in points.
    public let maximumFrameWidth: Int?

    /// A scrubber page at `destination`; frames are encoded with `encoder`.
    public init(destination: URL, maximumFrameWidth: Int? = nil, encoder: PNGEncoder = PNGEncoder()) {
        self.destination = destination
        self.maximumFrameWidth = maximumFrameWidth.map { max(1, $0) }
        self.encoder = encoder
    }

    /// The whole factor frames of `width` pixels are shrunk by.
    func shrinkFactor(forWidth width: Int) -> Int {
        guard let maximumFrameWidth, width > maximumFrameWidth else { return 1 }
        return (width + maximumFrameWidth - 1) / maximumFrameWidth
    }

    public func begin(_ format: SequenceFormat) throws {
        self.format = format
        frames = []
        frames.reserveCapacity(format.frameCount)
    }

    public func append(_ frame: RenderedFrame, index: Int) throws {
        guard let format else { preconditionFailure("HTMLScrubberSink.append before begin") }
        try checkSize(frame, format: format, index: index)
        let shown = frame.shrunk(by: shrinkFactor(forWidth: frame.width))
        frames.append("data:image/png;base64," + Data(encoder.encode(shown)).base64EncodedString())
    }

    public func finish(_ recording: Recording) throws {
        let file = try AtomicOutputFile(destination: destination)
        do {
            let factor = shrinkFactor(forWidth: recording.format.width)
            let page = HTMLScrubberPage(
                recording: recording, frames: frames,
                frameWidth: max(1, recording.format.width / factor),
                frameHeight: max(1, recording.format.height / factor))
            try file.write(Array(page.html.utf8))
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
        frames = []
    }

    public func abort() { frames = [] }
}

/// The page's markup, separate from file handling so tests can read it.
struct HTMLScrubberPage {
    let recording: Recording
    /// Image URLs, one per frame (data URIs).
    let frames: [String]
    /// Pixel size of the embedded images (the canvas size).
    var frameWidth: Int
    var frameHeight: Int

    init(recording: Recording, frames: [String], frameWidth: Int? = nil, frameHeight: Int? = nil) {
        self.recording = recording
        self.frames = frames
        self.frameWidth = frameWidth ?? recording.format.width
        self.frameHeight = frameHeight ?? recording.format.height
    }

    static let plotWidth = 640.0
    static let plotHeight = 120.0
    static let plotMargin = 6.0

    var html: String {
        let format = recording.format
        let pointWidth = Double(format.width) / format.scale, pointHeight = Double(format.height) / format.scale
        let title = escape(recording.title)
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(title) — Interlude scrubber</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 16px; color: #222; background: #fafafa; }
            h1 { font-size: 18px; margin: 0 0 8px; }
            .layout { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
            canvas { width: \(format: pointWidth)px; height: \(format: pointHeight)px; max-height: 80vh; object-fit: contain;
                     border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .controls { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
            #slider { width: \(format: max(240, pointWidth))px; }
            #readout { font-variant-numeric: tabular-nums; min-width: 16em; }
            .plot { margin-bottom: 12px; }
            .plot h2 { font-size: 13px; margin: 0 0 2px; font-weight: 600; }
            .plot .value { font-weight: 400; color: #555; font-variant-numeric: tabular-nums; }
            svg { background: #fff; border: 1px solid #ddd; }
            polyline { fill: none; stroke: #0a7aff; stroke-width: 1.5; }
            .cursor { stroke: #ff3b30; stroke-width: 1; }
            .axis { fill: #888; font-size: 10px; }
            </style></head>
            <body>
            <h1>\(title)</h1>
            <div class="layout"><div>
            <canvas id="frame" width="\(frameWidth)" height="\(frameHeight)"></canvas>
            <div class="controls">
            <button id="play" type="button">Play</button>
            <input id="slider" type="range" min="0" max="\(max(0, frames.count - 1))" step="1" value="0">
            </div>
            <div id="readout"></div>
            </div>
            <div id="plots">

            """
        for (index, series) in recording.series.enumerated() { page += plot(series, index: index) }
        page += """
            </div></div>
            <script type="application/json" id="recording">\(recordingJSON)</script>
            <script>
            const frames = [
            \(frames.map { "\"\($0)\"" }.joined(separator: ",\n"))
            ];
            \(Self.script)
            </script>
            </body></html>

            """
        return page
    }

    /// One SVG per series: polyline over time, min/max labels, and a cursor line.
    func plot(_ series: PropertySeries, index: Int) -> String {
        let w = Self.plotWidth, h = Self.plotHeight, m = Self.plotMargin
        let finite = series.values.filter(\.isFinite)
        var low = finite.min() ?? 0, high = finite.max() ?? 1
        if high - low < 1e-12 { low -= 0.5; high += 0.5 }
        let count = series.values.count
        let points = series.values.enumerated().compactMap { i, v -> String? in
            guard v.isFinite else { return nil }
            let x = count > 1 ? m + Double(i) / Double(count - 1) * (w - 2 * m) : w / 2
            let y = h - m - (v - low) / (high - low) * (h - 2 * m)
            return String(format: "%.1f,%.1f", x, y)
        }.joined(separator: " ")
        return """
            <div class="plot"><h2>\(escape(series.name)) <span class="value" id="value-\(index)"></span></h2>
            <svg width="\(Int(w))" height="\(Int(h))" viewBox="0 0 \(Int(w)) \(Int(h))" data-series="\(index)">
            <text class="axis" x="\(Int(w) - 4)" y="12" text-anchor="end">\(number(finite.max() ?? 0))</text>
            <text class="axis" x="\(Int(w) - 4)" y="\(Int(h) - 4)" text-anchor="end">\(number(finite.min() ?? 0))</text>
            <polyline points="\(points)"/>
            <line class="cursor" x1="\(m)" y1="0" x2="\(m)" y2="\(Int(h))"/>
            </svg></div>

            """
    }

    /// `{"title":…,"fps":…,"scale":…,"times":[…],"series":[{"name":…,"values":[…]}]}`; non-finite values are null.
    var recordingJSON: String {
        let series = recording.series.map { s in
            "{\"name\":\(jsonString(s.name)),\"values\":[\(s.values.map(number).joined(separator: ","))]}"
        }.joined(separator: ",")
        return "{\"title\":\(jsonString(recording.title)),\"fps\":\(recording.format.framesPerSecond),"
            + "\"scale\":\(number(recording.format.scale)),\"plotWidth\":\(number(Self.plotWidth)),"
            + "\"plotMargin\":\(number(Self.plotMargin)),"
            + "\"times\":[\(recording.times.map(number).joined(separator: ","))],\"series\":[\(series)]}"
    }

    private func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == 0 ? "0" : String(format: "%.6g", value) // no "-0"
    }

    private func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c" // keeps "</script>" out of the JSON block
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Slider, playback at the recorded rate, arrow keys and space, cursor and value readouts.
    static let script = """
        const recording = JSON.parse(document.getElementById('recording').textContent);
        const canvas = document.getElementById('frame'), context = canvas.getContext('2d');
        const slider = document.getElementById('slider'), readout = document.getElementById('readout');
        const playButton = document.getElementById('play');
        const images = frames.map(src => { const image = new Image(); image.src = src; return image; });
        let current = 0, playing = false, startedAt = 0, startFrame = 0;
        function show(index) {
          current = Math.max(0, Math.min(frames.length - 1, index));
          const image = images[current];
          const draw = () => { context.clearRect(0, 0, canvas.width, canvas.height); context.drawImage(image, 0, 0); };
          if (image.complete) draw(); else image.onload = () => { if (current === images.indexOf(image)) draw(); };
          slider.value = current;
          const t = recording.times[current] ?? 0;
          readout.textContent = `frame ${current + 1} / ${frames.length} · t = ${t.toFixed(3)} s`;
          const span = recording.plotWidth - 2 * recording.plotMargin;
          const x = recording.plotMargin + (frames.length > 1 ? current / (frames.length - 1) : 0.5) * span;
          document.querySelectorAll('svg[data-series]').forEach(svg => {
            const line = svg.querySelector('.cursor'); line.setAttribute('x1', x); line.setAttribute('x2', x);
            const series = recording.series[Number(svg.dataset.series)];
            const value = series.values[current];
            document.getElementById('value-' + svg.dataset.series).textContent = value === null ? '' : '= ' + Number(value.toPrecision(6));
          });
        }
        function tick(now) {
          if (!playing) return;
          const frame = startFrame + Math.floor((now - startedAt) / 1000 * recording.fps);
          show(frame % frames.length);
          requestAnimationFrame(tick);
        }
        function setPlaying(on) {
          playing = on; playButton.textContent = on ? 'Pause' : 'Play';
          if (on) { startFrame = current; startedAt = performance.now(); requestAnimationFrame(tick); }
        }
        playButton.addEventListener('click', () => setPlaying(!playing));
        slider.addEventListener('input', () => { setPlaying(false); show(Number(slider.value)); });
        document.addEventListener('keydown', event => {
          if (event.key === 'ArrowRight') { setPlaying(false); show(current + 1); }
          else if (event.key === 'ArrowLeft') { setPlaying(false); show(current - 1); }
          else if (event.key === ' ') { event.preventDefault(); setPlaying(!playing); }
        });
        show(0);
        """
}

private extension String.StringInterpolation {
    /// Point sizes in CSS, without a trailing ".0".
    mutating func appendInterpolation(format value: Double) {
        appendLiteral(value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value))
    }
}
