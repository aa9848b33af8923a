import Stagehand
import Testing

@Suite struct EmptyStateConfigurationTests {
    @Test func defaultsMatchUIEmptyStateDataSource() {
        let page = EmptyStateConfiguration()
        #expect(page.title == nil)
        #expect(page.detail == nil)
        #expect(page.image == nil)
        #expect(page.primaryButton == nil)
        #expect(page.secondaryButton == nil)
        #expect(page.spacing == 12)
        #expect(page.verticalOffset == 0)
        #expect(page.background == .clear)
        #expect(page.allowsScrollingWhileShown == false)
        #expect(page.fitsSafeArea == true)
        #expect(
            page.animation == EmptyStateAnimation(isEnabled: true, animatesEveryTime: false, duration: .seconds(0.5)))
        #expect(EmptyStateImage(name: "x").size == EmptyStateSize(width: 100, height: 100))
        #expect(EmptyStateImage(name: "x").tint == nil)
        #expect(EmptyStateButton(title: "Go").size == nil)
    }

    @Test func layoutOrderIsImageTitleDetailButtons() {
        let page = EmptyStateConfiguration(
            title: "T", detail: "D", image: EmptyStateImage(name: "i"),
            primaryButton: EmptyStateButton(title: "P"), secondaryButton: EmptyStateButton(imageName: "s"))
        #expect(
            page.layout.items == [
                .image(EmptyStateImage(name: "i")), .title("T"), .detail("D"),
                .button(.primary, EmptyStateButton(title: "P")),
                .button(.secondary, EmptyStateButton(imageName: "s")),
            ])
    }

    /// UIEmptyState bug 3.3.2: without an image, the detail label was appended after the button.
    @Test func detailStaysAboveButtonWhenThereIsNoImage() {
        let page = EmptyStateConfiguration(title: "T", detail: "D", primaryButton: EmptyStateButton(title: "P"))
        #expect(page.layout.items == [.title("T"), .detail("D"), .button(.primary, EmptyStateButton(title: "P"))])
        let noTitle = EmptyStateConfiguration(detail: "D", primaryButton: EmptyStateButton(title: "P"))
        #expect(noTitle.layout.items == [.detail("D"), .button(.primary, EmptyStateButton(title: "P"))])
    }

    /// UIEmptyState bug 3.3.1 (issue #33): a red debug background was left in the stack view.
    @Test func defaultBackgroundIsClearNotRed() {
        #expect(EmptyStateConfiguration().layout.background == EmptyStateColor(red: 0, green: 0, blue: 0, alpha: 0))
        for preset in [EmptyStateConfiguration.empty, .loading, .search(query: "a"), .error(message: "m"), .offline] {
            #expect(preset.background == .clear)
        }
    }

    /// UIEmptyState issue #22: the title could not be removed.
    @Test func titleCanBeRemoved() {
        var page = EmptyStateConfiguration.empty
        page.title = nil
        #expect(
            page.layout.items == [
                .image(EmptyStateImage(name: "folder-open-symbolic", tint: .gray)),
                .detail("Items you add appear here."),
            ])
        page.title = ""
        #expect(!page.layout.items.contains(.title("")))
    }

    /// UIEmptyState bug 3.3.9 (issue #18): a multiline detail showed only its first line.
    @Test func multilineDetailIsKeptWhole() {
        let detail = "First line.\nSecond line.\nThird line."
        #expect(EmptyStateConfiguration(detail: detail).layout.items == [.detail(detail)])
    }

    @Test func invisibleButtonsAreLeftOut() {
        let page = EmptyStateConfiguration(
            title: "T", primaryButton: EmptyStateButton(), secondaryButton: EmptyStateButton(title: ""))
        #expect(page.layout.items == [.title("T")])
    }

    @Test func layoutCarriesGeometry() {
        let page = EmptyStateConfiguration(
            title: "T", spacing: -3, verticalOffset: -40, background: .white, fitsSafeArea: false)
        let layout = page.layout
        #expect(layout.spacing == 0)
        #expect(layout.verticalOffset == -40)
        #expect(layout.background == .white)
        #expect(layout.fitsSafeArea == false)
    }

    @Test func valuesAreClampedToValidRanges() {
        #expect(
            EmptyStateColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
                == EmptyStateColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(EmptyStateSize(width: -5, height: .nan) == EmptyStateSize(width: 0, height: 0))
        #expect(EmptyStateAnimation(duration: .seconds(-1)).duration == .zero)
    }

    @Test func emptyPresetShowsTitleDetailAndImage() {
        #expect(
            EmptyStateConfiguration.empty.layout.items == [
                .image(EmptyStateImage(name: "folder-open-symbolic", tint: .gray)), .title("No Items"),
                .detail("Items you add appear here."),
            ])
    }

    @Test func loadingPresetShowsSpinnerWithoutAnimation() {
        let page = EmptyStateConfiguration.loading
        #expect(page.layout.items == [.activityIndicator, .title("Loading…")])
        #expect(page.animation.isEnabled == false)
    }

    @Test(arguments: [
        ("cats", "No results for “cats”. Check the spelling or try a new search."),
        ("  red fox \n", "No results for “red fox”. Check the spelling or try a new search."),
        ("", "Try a different search."),
        ("   ", "Try a different search."),
    ])
    func searchPresetShowsTheQuery(query: String, detail: String) {
        let page = EmptyStateConfiguration.search(query: query)
        #expect(page.title == "No Results")
        #expect(page.detail == detail)
        #expect(page.image?.name == "system-search-symbolic")
    }

    @Test func errorPresetShowsMessageAndRetry() {
        let page = EmptyStateConfiguration.error(message: "The server did not answer.")
        #expect(
            page.layout.items == [
                .image(EmptyStateImage(name: "dialog-error-symbolic", tint: .gray)), .title("Something Went Wrong"),
                .detail("The server did not answer."), .button(.primary, EmptyStateButton(title: "Try Again")),
            ])
        let custom = EmptyStateConfiguration.error(message: nil, retryTitle: "Reload")
        #expect(custom.detail == nil)
        #expect(custom.primaryButton == EmptyStateButton(title: "Reload"))
        #expect(EmptyStateConfiguration.error(message: "m", retryTitle: nil).primaryButton == nil)
    }

    @Test func offlinePresetOffersRetry() {
        let page = EmptyStateConfiguration.offline
        #expect(page.title == "You’re Offline")
        #expect(page.image?.name == "network-offline-symbolic")
        #expect(page.primaryButton == EmptyStateButton(title: "Try Again"))
    }
}
