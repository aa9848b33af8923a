import CAdwaita
import Stagehand
import StagehandGTK
import StagehandTesting
import XCTest

final class ContentStateViewTests: XCTestCase {
    func testLoadingContentErrorRetryShowTheRightWidgetAtEachStep() throws {
        try MainActor.assumeIsolated { try Self.loadingContentErrorRetry() }
    }

    func testPlaceholdersCrossFadeInAndOut() throws {
        try MainActor.assumeIsolated { try Self.crossFade() }
    }

    func testPlaceholderInsetsBecomeMargins() throws {
        try MainActor.assumeIsolated { try Self.insets() }
    }

    func testACustomPlaceholderReplacesTheDefault() throws {
        try MainActor.assumeIsolated { try Self.customPlaceholder() }
    }

    func testTheErrorPageRendersOffscreenAtItsSize() throws {
        try MainActor.assumeIsolated { try Self.rendersErrorPage() }
    }

    func testADroppedViewReleasesItsWidgetsAndStopsFollowingItsLoader() throws {
        try MainActor.assumeIsolated { try Self.releases() }
    }

    func testFollowingAnotherLoaderStopsFollowingTheFirst() throws {
        try MainActor.assumeIsolated { try Self.followsOneLoader() }
    }

    enum Failure: Error, CustomStringConvertible {
        case offline
        var description: String { "The network is offline." }
    }

    /// Whether `placeholder` is the only placeholder in the view's stack, above the content,
    /// mapped and fully opaque.
    @MainActor private static func shows(
        _ placeholder: Widget?, in view: ContentStateView<Failure>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let expected: [Widget] = [view.content] + (placeholder.map { [$0] } ?? [])
        XCTAssertTrue(view.host.stack.layers.elementsEqual(expected, by: ===), "layers", file: file, line: line)
        for widget in expected {
            XCTAssertTrue(widget.isMapped, "\(widget.typeName) mapped", file: file, line: line)
            XCTAssertEqual(widget.opacity, 1, "\(widget.typeName) opacity", file: file, line: line)
        }
        for other in [view.loadingIndicator, view.emptyPage, view.errorPage] as [Widget] where other !== placeholder {
            XCTAssertFalse(other.hasParent, "\(other.typeName) detached", file: file, line: line)
            XCTAssertFalse(other.isMapped, file: file, line: line)
        }
    }

    @MainActor private static func settle(_ view: ContentStateView<Failure>) -> Bool {
        GTKTestHost.pump { !view.isTransitioning && view.host.runningAnimationCount == 0 }
    }

    @MainActor private static func loadingContentErrorRetry() throws {
        try GTKTestHost.require()
        var comments: [String] = []
        var failNext = false
        var attempts = 0
        let loader = Loader<Failure>() { !comments.isEmpty }
        let list = Label("comments")
        let view = ContentStateView(content: list, following: loader, loadingTiming: .immediate) { !comments.isEmpty }
        var events: [String] = []
        view.onPlaceholderEvent = { placeholder, event in events.append("\(placeholder.typeName) \(event)") }
        let window = GTKTestHost.present(view, width: 480, height: 480)
        defer { window.destroy() }

        // Loading: the spinner page over the content, spinning, busy for assistive technologies.
        XCTAssertEqual(view.state.kind, .loading)
        shows(view.loadingIndicator, in: view)
        XCTAssertTrue(view.loadingIndicator.spinner.isSpinning)
        XCTAssertTrue(view.loadingIndicator.hasAccessibleBusy(true))
        XCTAssertTrue(view.loadingIndicator.hasAccessibleLabel("Loading…"))
        XCTAssertTrue(view.hasAccessibleBusy(true))
        XCTAssertEqual(events, ["GtkBox willAppear(not animated)", "GtkBox didAppear(not animated)"])
        events = []

        let operation = { () async throws(Failure) -> [String] in
            attempts += 1
            if failNext { throw .offline }
            return ["first", "second"]
        }
        loader.load(operation, receive: { comments = $0 })
        XCTAssertTrue(GTKTestHost.pump { view.state.kind == .content })
        XCTAssertTrue(settle(view))
        shows(nil, in: view)
        XCTAssertFalse(view.loadingIndicator.spinner.isSpinning)
        XCTAssertTrue(view.hasAccessibleBusy(false))
        XCTAssertEqual(events, ["GtkBox willDisappear(animated)", "GtkBox didDisappear(animated)"])
        events = []

        // The content goes away and the next load fails: the error page with the error's text.
        comments = []
        failNext = true
        loader.load(operation, receive: { comments = $0 })
        XCTAssertTrue(GTKTestHost.pump { view.state.kind == .error })
        XCTAssertTrue(settle(view))
        shows(view.errorPage, in: view)
        XCTAssertEqual(view.errorPage.title, "Something Went Wrong")
        XCTAssertEqual(view.errorPage.detail, "The network is offline.")
        XCTAssertEqual(view.errorPage.iconName, "dialog-error-symbolic")
        XCTAssertTrue(view.errorPage.hasAccessibleLabel("Something Went Wrong"))
        XCTAssertTrue(view.hasAccessibleBusy(false))
        let retry = try XCTUnwrap(view.errorPage.buttons[.primary])
        XCTAssertEqual(retry.label, "Retry")
        XCTAssertTrue(retry.isMapped)

        // Retry re-runs the load: loading, then content.
        failNext = false
        events = []
        gtk_widget_activate(retry.widget)
        XCTAssertTrue(GTKTestHost.pump { attempts == 3 && view.state.kind == .content })
        XCTAssertTrue(settle(view))
        shows(nil, in: view)
        XCTAssertEqual(comments, ["first", "second"])
        XCTAssertEqual(
            events,
            [
                "GtkBox prepare(loading)", "AdwStatusPage willDisappear(animated)", "GtkBox willAppear(animated)",
                "GtkBox didAppear(animated)", "AdwStatusPage didDisappear(animated)", "GtkBox willDisappear(animated)",
                "GtkBox didDisappear(animated)",
            ])
    }

    @MainActor private static func crossFade() throws {
        try GTKTestHost.require()
        TimedAnimation.areEnabled = true
        let view = ContentStateView<Failure>(content: Label("content"), initialState: .empty) { false }
        let window = GTKTestHost.present(view, width: 480, height: 480)
        defer { window.destroy() }
        shows(view.emptyPage, in: view)
        XCTAssertEqual(view.emptyPage.title, "No Items")
        let placeholders: [Widget] = [view.loadingIndicator, view.emptyPage, view.errorPage]
        XCTAssertEqual(placeholders.map { $0.hasCSSClass("background") }, [true, true, true], "they hide the content")

        let start = GTKTestHost.now
        view.show(.error(.offline))
        // Both placeholders are in the stack during the cross-fade, the leaving one on top.
        XCTAssertTrue(view.isTransitioning)
        XCTAssertTrue(view.host.stack.layers.elementsEqual([view.content, view.errorPage, view.emptyPage], by: ===))
        var sawPartialOpacity = false
        XCTAssertTrue(
            GTKTestHost.pump {
                if view.errorPage.opacity > 0.05 && view.errorPage.opacity < 0.95 { sawPartialOpacity = true }
                return !view.isTransitioning
            })
        let elapsed = GTKTestHost.now - start
        XCTAssertTrue(sawPartialOpacity, "the error page fades in through intermediate opacities")
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(300))
        XCTAssertLessThan(elapsed, .milliseconds(1_500))
        shows(view.errorPage, in: view)

        // Fading out: content alone at the end.
        view.show(.content)
        XCTAssertTrue(settle(view))
        shows(nil, in: view)

        // With GTK animations off the change is complete when the call returns.
        TimedAnimation.areEnabled = false
        defer { TimedAnimation.areEnabled = true }
        var completed = false
        view.show(.empty) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertFalse(view.isTransitioning)
        XCTAssertTrue(GTKTestHost.pump { view.emptyPage.isMapped })
        shows(view.emptyPage, in: view)
    }

    @MainActor private static func insets() throws {
        try GTKTestHost.require()
        let view = ContentStateView<Failure>(content: Label("content"), initialState: .empty) { false }
        view.safeAreaInsets = PlaceholderInsets(top: 5)
        view.placeholderLayout = PlaceholderLayout(
            insets: PlaceholderInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        let window = GTKTestHost.present(view, width: 480, height: 480)
        defer { window.destroy() }
        shows(view.emptyPage, in: view)
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(view.emptyPage.widget, view.widget, &bounds), 0)
        XCTAssertEqual(Double(bounds.origin.x), 20)
        XCTAssertEqual(Double(bounds.origin.y), 15)
        XCTAssertEqual(Int(bounds.size.width), view.allocatedWidth - 60)
        XCTAssertEqual(Int(bounds.size.height), view.allocatedHeight - 45)
        XCTAssertEqual(view.content.allocatedWidth, view.allocatedWidth, "the content keeps the whole area")
        for page in [view.loadingIndicator, view.errorPage] as [Widget] {
            XCTAssertEqual(gtk_widget_get_margin_end(page.widget), 40)
        }
        view.placeholderLayout = PlaceholderLayout(insets: .all(8), reference: .bounds)
        XCTAssertEqual(gtk_widget_get_margin_top(view.emptyPage.widget), 8)
    }

    @MainActor private static func customPlaceholder() throws {
        try GTKTestHost.require()
        let view = ContentStateView<Failure>(content: Label("content"), initialState: .content) { true }
        let custom = Label("Nothing yet — pull to refresh")
        view.setPlaceholder(custom, for: .empty)
        let window = GTKTestHost.present(view, width: 480, height: 480)
        defer { window.destroy() }
        shows(nil, in: view)
        view.show(.empty, animated: false)
        XCTAssertTrue(view.host.stack.layers.elementsEqual([view.content, custom], by: ===))
        XCTAssertTrue(GTKTestHost.pump { custom.isMapped })
        XCTAssertEqual(custom.opacity, 1)
        XCTAssertFalse(view.emptyPage.hasParent)
        XCTAssertTrue(view.currentPlaceholder === custom)

        var released: FinalizationWatch?
        do {
            let replacement = Label("replacement")
            view.setPlaceholder(replacement, for: .empty)
            XCTAssertTrue(settle(view))
            XCTAssertTrue(view.host.stack.layers.elementsEqual([view.content, replacement], by: ===))
            released = GTKTestHost.watchFinalization(of: replacement.pointer)
        }
        view.restoreDefaultPlaceholder(for: .empty)
        XCTAssertTrue(settle(view))
        shows(view.emptyPage, in: view)
        XCTAssertEqual(released?.isFinalized, true, "a replaced placeholder is released")
    }

    @MainActor private static func rendersErrorPage() throws {
        try GTKTestHost.require()
        let view = ContentStateView<Failure>(content: Label("content"), initialState: .error(.offline)) { false }
        let window = GTKTestHost.present(view, width: 480, height: 480)
        defer { window.destroy() }
        shows(view.errorPage, in: view)
        XCTAssertEqual(view.errorPage.detail, "The network is offline.")
        GTKTestHost.pump(for: .milliseconds(50))
        let path = NSTemporaryDirectory() + "stagehand-error-page-\(getpid()).png"
        defer { unlink(path) }
        let size = try OffscreenRenderer.writePNG(of: view, to: path)
        XCTAssertEqual(size, OffscreenRenderer.Size(width: view.allocatedWidth, height: view.allocatedHeight))
        XCTAssertTrue((460...480).contains(size.width) && (460...480).contains(size.height), "\(size)")
        XCTAssertEqual(try BindingTestSupport.pngSize(at: path), size)
    }

    @MainActor private static func releases() throws {
        try GTKTestHost.require()
        let loader = Loader<Failure>() { false }
        var view: ContentStateView<Failure>? = ContentStateView(
            content: Label("content"), following: loader, loadingTiming: .immediate
        ) {
            false
        }
        let window = GTKTestHost.present(view!, width: 400, height: 400)
        let root = GTKTestHost.watchFinalization(of: view!.pointer)
        let content = GTKTestHost.watchFinalization(of: view!.content.pointer)
        let spinner = GTKTestHost.watchFinalization(of: view!.loadingIndicator.pointer)
        let errorPage = GTKTestHost.watchFinalization(of: view!.errorPage.pointer)
        window.setContent(nil)
        view = nil
        window.destroy()
        XCTAssertTrue(GTKTestHost.pump { root.isFinalized })
        XCTAssertEqual([content, spinner, errorPage].map(\.isFinalized), [true, true, true])
        loader.load({ () async throws(Failure) in throw .offline })
        XCTAssertTrue(GTKTestHost.pump { loader.state.kind == .error }, "the loader runs on without its view")
    }

    @MainActor private static func followsOneLoader() throws {
        try GTKTestHost.require()
        let first = Loader<Failure>(initialState: .empty) { false }
        let second = Loader<Failure>(initialState: .empty) { false }
        let view = ContentStateView(content: Label("content"), following: first, loadingTiming: .immediate) { false }
        let window = GTKTestHost.present(view, width: 400, height: 400)
        defer { window.destroy() }
        view.follow(second)
        first.load({ () async throws(Failure) in throw .offline })
        XCTAssertTrue(GTKTestHost.pump { first.state.kind == .error })
        XCTAssertTrue(settle(view))
        XCTAssertEqual(view.state.kind, .empty, "the first loader no longer drives the view")
        second.load({ () async throws(Failure) in throw .offline })
        XCTAssertTrue(GTKTestHost.pump { view.state.kind == .error }, "the second one does")
    }
}
