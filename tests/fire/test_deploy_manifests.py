"""deploy/: the Kubernetes manifests, docker-compose.yml and nginx's configuration, parsed and held to
the fields that matter (image, probes, non-root, limits, retries). Docker and Kubernetes do not run on
the machines this project is built on; nginx does, and tests/fire/test_nginx.py runs its configuration.
"""

from __future__ import annotations

import json
import re
import tomllib
from typing import Any

import pytest
import yaml

from service import create_app, gunicorn_conf
from service.api.app import DEFAULTS

from .servers import REPO_ROOT

DEPLOY = REPO_ROOT / "deploy"
KUBERNETES = DEPLOY / "kubernetes"
NGINX = DEPLOY / "nginx"
VERSION = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]["version"]


def image_uid() -> int:
    dockerfile = (REPO_ROOT / "Dockerfile").read_text()
    found = re.search(r"useradd\b.*--uid (\d+)", dockerfile)
    assert found, "the Dockerfile creates its user with a fixed --uid"
    return int(found.group(1))


def image_port() -> int:
    (port,) = re.findall(r"^EXPOSE (\d+)$", (REPO_ROOT / "Dockerfile").read_text(), flags=re.MULTILINE)
    return int(port)


# ---- Kubernetes


@pytest.fixture(scope="module")
def manifests() -> dict[str, dict[str, Any]]:
    """Every object of deploy/kubernetes by kind (one object of each kind)."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(KUBERNETES.glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text()):
            assert document["kind"] not in found, f"two {document['kind']}s"
            found[document["kind"]] = document
    return found


@pytest.fixture(scope="module")
def pod(manifests: dict[str, dict[str, Any]]) -> dict[str, Any]:
    spec: dict[str, Any] = manifests["Deployment"]["spec"]["template"]["spec"]
    return spec


@pytest.fixture(scope="module")
def container(pod: dict[str, Any]) -> dict[str, Any]:
    (only,) = pod["containers"]
    assert isinstance(only, dict)
    return only


def test_every_object_is_there_and_kustomize_lists_them(manifests: dict[str, dict[str, Any]]) -> None:
    assert {
        "Deployment",
        "Service",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "HTTPRoute",
        "Kustomization",
    } <= set(manifests)
    listed = set(manifests["Kustomization"]["resources"])
    assert listed == {path.name for path in KUBERNETES.glob("*.yaml")} - {"kustomization.yaml"}
    assert manifests["HTTPRoute"]["apiVersion"] == "gateway.networking.k8s.io/v1"
    assert manifests["HorizontalPodAutoscaler"]["apiVersion"] == "autoscaling/v2"
    assert manifests["PodDisruptionBudget"]["apiVersion"] == "policy/v1"
    assert "Ingress" not in manifests


def test_the_image_is_the_project_one_at_its_version(container: dict[str, Any]) -> None:
    repository, _, tag = container["image"].rpartition(":")
    assert repository.endswith("/arbitre") or repository == "arbitre"
    assert tag == VERSION, "tag the image with the package version, never latest"


def test_the_container_serves_on_the_image_port_and_metrics_on_their_own(
        pod: dict[str, Any], container: dict[str, Any], manifests: dict[str, dict[str, Any]]) -> None:
    ports = {port["name"]: port["containerPort"] for port in container["ports"]}
    env = {variable["name"]: variable["value"] for variable in container["env"]}
    assert ports == {"http": image_port(), "metrics": int(env["ARBITRE_METRICS_PORT"])}
    # Prometheus scrapes that port; the Service (and so the route) exposes only the other.
    annotations = manifests["Deployment"]["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/port"] == env["ARBITRE_METRICS_PORT"]
    assert annotations["prometheus.io/path"] == "/metrics"
    assert [port["targetPort"] for port in manifests["Service"]["spec"]["ports"]] == ["http"]
    assert env["PORT"] == str(image_port())
    assert env["HOST"] == "0.0.0.0"
    assert int(env["WEB_CONCURRENCY"]) >= 1


@pytest.mark.parametrize(("probe", "path"), [("startupProbe", "/healthz"), ("readinessProbe", "/readyz"),
                                             ("livenessProbe", "/healthz")])
def test_probes_ask_the_health_and_readiness_endpoints(container: dict[str, Any], probe: str, path: str) -> None:
    check = container[probe]["httpGet"]
    assert check["path"] == path
    assert check["port"] in {"http", image_port()}


def test_it_runs_as_the_image_non_root_user_with_nothing_more(pod: dict[str, Any], container: dict[str, Any]) -> None:
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] == image_uid() != 0
    assert pod["automountServiceAccountToken"] is False
    security = container["securityContext"]
    assert security["allowPrivilegeEscalation"] is False
    assert security["readOnlyRootFilesystem"] is True
    assert security["capabilities"]["drop"] == ["ALL"]
    # A read-only root: gunicorn's worker heartbeat files need a writable /tmp.
    (tmp,) = [mount for mount in container["volumeMounts"] if mount["mountPath"] == "/tmp"]
    (volume,) = [volume for volume in pod["volumes"] if volume["name"] == tmp["name"]]
    assert "emptyDir" in volume


def test_shutdown_leaves_gunicorn_its_graceful_timeout(pod: dict[str, Any], container: dict[str, Any]) -> None:
    pause = container["lifecycle"]["preStop"]["exec"]["command"]
    assert pause[0] == "sleep"
    assert pod["terminationGracePeriodSeconds"] > int(pause[1]) + gunicorn_conf.graceful_timeout


def test_the_service_hpa_pdb_and_route_point_at_the_deployment(manifests: dict[str, dict[str, Any]]) -> None:
    deployment = manifests["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()

    service = manifests["Service"]
    assert service["spec"]["selector"].items() <= labels.items()
    (port,) = service["spec"]["ports"]
    assert port["targetPort"] == "http"

    hpa = manifests["HorizontalPodAutoscaler"]["spec"]
    assert hpa["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": deployment["metadata"]["name"],
    }
    assert 2 <= hpa["minReplicas"] < hpa["maxReplicas"]
    cpu, load = hpa["metrics"]
    assert cpu["resource"]["name"] == "cpu"
    # And a load metric of /metrics (a gauge of every pod, served to the HPA by prometheus-adapter).
    assert load["type"] == "Pods" and load["pods"]["metric"]["name"] == "arbitre_judges_busy"
    assert "arbitre_judges_busy gauge" in create_app().test_client().get("/metrics").get_data(as_text=True)
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert container["resources"]["requests"]["cpu"], "a CPU utilisation target needs a CPU request"

    pdb = manifests["PodDisruptionBudget"]["spec"]
    assert pdb["selector"]["matchLabels"].items() <= labels.items()
    assert pdb["minAvailable"] < hpa["minReplicas"], "a drain must be able to evict a pod"

    (rule,) = manifests["HTTPRoute"]["spec"]["rules"]
    (backend,) = rule["backendRefs"]
    assert backend == {"name": service["metadata"]["name"], "port": port["port"]}
    assert int(rule["timeouts"]["request"].removesuffix("s")) > gunicorn_conf.timeout


# ---- docker-compose.yml


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    return document


def test_compose_builds_the_image_and_runs_replicas(compose: dict[str, Any]) -> None:
    arbitre = compose["services"]["arbitre"]
    context = (DEPLOY / arbitre["build"]["context"]).resolve()
    assert (context / arbitre["build"]["dockerfile"]) == REPO_ROOT / "Dockerfile"
    assert arbitre["image"] == f"arbitre:{VERSION}"
    replicas = re.fullmatch(r"\$\{ARBITRE_REPLICAS:-(\d+)\}", str(arbitre["deploy"]["replicas"]))
    assert replicas and int(replicas.group(1)) >= 2
    assert "ports" not in arbitre, "the replicas are reached through nginx only"
    # The service's port to nginx, and the metrics' port to the compose network: neither on the host.
    assert arbitre["expose"] == [str(image_port()), arbitre["environment"]["ARBITRE_METRICS_PORT"]]
    assert arbitre["user"] == str(image_uid())
    assert arbitre["read_only"] is True and "/tmp" in arbitre["tmpfs"]
    assert arbitre["cap_drop"] == ["ALL"]
    assert "/healthz" in " ".join(arbitre["healthcheck"]["test"])


def test_compose_puts_nginx_in_front_with_the_committed_configuration(compose: dict[str, Any]) -> None:
    nginx = compose["services"]["nginx"]
    assert nginx["depends_on"]["arbitre"]["condition"] == "service_healthy"
    mounted = {}
    for volume in nginx["volumes"]:
        source, target, mode = volume.split(":")
        assert mode == "ro"
        mounted[(DEPLOY / source).resolve()] = target
    assert mounted == {path: f"/etc/nginx/{path.name}" for path in NGINX.glob("*.conf")}
    (published,) = nginx["ports"]
    listen = re.search(r"^\s*listen (\d+);", (NGINX / "nginx.conf").read_text(), flags=re.MULTILINE)
    assert listen and published == f"{listen.group(1)}:{listen.group(1)}"
    upstream = (NGINX / "upstream.conf").read_text()
    assert re.search(rf"^\s*server arbitre:{image_port()}\b", upstream, flags=re.MULTILINE), "the compose service"


# ---- nginx


def test_nginx_enforces_the_service_body_limit() -> None:
    conf = (NGINX / "arbitre.conf").read_text()
    (size,) = re.findall(r"^client_max_body_size (\d+)m;", conf, flags=re.MULTILINE)
    assert int(size) * 1024 * 1024 == DEFAULTS["MAX_BODY_BYTES"]
    assert re.search(r"^server_tokens off;", conf, flags=re.MULTILINE)


def test_nginx_retries_pure_posts_on_another_instance() -> None:
    conf = (NGINX / "arbitre.conf").read_text()
    (retry,) = re.findall(r"^\s*proxy_next_upstream (.*);", conf, flags=re.MULTILINE)
    assert {"error", "timeout", "http_502", "http_503", "http_504", "non_idempotent"} <= set(retry.split())
    assert re.search(r"^\s*proxy_intercept_errors off;", conf, flags=re.MULTILINE)


def test_every_nginx_error_page_is_a_problem() -> None:
    conf = (NGINX / "arbitre.conf").read_text()
    pages = dict(re.findall(r"^error_page ([\d ]+) (\S+);", conf, flags=re.MULTILINE))
    handled = {int(code) for codes in pages for code in codes.split()}
    assert {400, 404, 405, 413, 414, 500, 502, 503, 504} <= handled
    for codes, uri in pages.items():
        block = re.search(rf"location = {re.escape(uri)} \{{(.*?)\n\}}", conf, flags=re.DOTALL)
        assert block, uri
        body = block.group(1)
        assert "internal;" in body and "default_type application/problem+json;" in body
        assert "add_header X-Content-Type-Options nosniff always;" in body
        status, text = re.search(r"return (\d+) '(.*)';", body).groups()  # type: ignore[union-attr]
        problem = json.loads(text)
        assert problem["status"] == int(status) == int(codes.split()[0])
        assert problem.keys() == {"type", "title", "status", "detail"}
