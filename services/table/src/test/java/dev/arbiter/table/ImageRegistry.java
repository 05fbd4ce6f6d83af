package dev.arbiter.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A container registry read over its HTTP API (the OCI distribution specification): an image's manifest,
 * and the blobs it names, its configuration and its layers. Plain HTTP: the test's own registry.
 */
final class ImageRegistry {

    private static final String MANIFEST_TYPES = "application/vnd.oci.image.manifest.v1+json,"
            + "application/vnd.docker.distribution.manifest.v2+json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
    private final String address;

    ImageRegistry(String address) {
        this.address = address;
    }

    JsonNode manifest(String repository, String tag) throws IOException, InterruptedException {
        return JSON.readTree(get("/v2/" + repository + "/manifests/" + tag, MANIFEST_TYPES).readAllBytes());
    }

    JsonNode blobAsJson(String repository, String digest) throws IOException, InterruptedException {
        try (InputStream blob = blob(repository, digest)) {
            return JSON.readTree(blob);
        }
    }

    void copyBlob(String repository, String digest, Path target) throws IOException, InterruptedException {
        try (InputStream blob = blob(repository, digest)) {
            Files.copy(blob, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private InputStream blob(String repository, String digest) throws IOException, InterruptedException {
        return get("/v2/" + repository + "/blobs/" + digest, "*/*");
    }

    private InputStream get(String path, String accept) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + address + path)).header("Accept", accept).build();
        HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        if (response.statusCode() != 200) {
            response.body().close();
            throw new IOException("GET " + path + " from the registry " + address + " answered " + response.statusCode());
        }
        return response.body();
    }
}
